"use client";

import { useCallback, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

type Fields = Record<string, string | boolean>;
type FieldErrors<Values extends Fields> = Partial<Record<keyof Values, string>>;
/** The names of a form's fields that hold a T. */
type NamesOf<Values extends Fields, T> = { [K in keyof Values]: Values[K] extends T ? K : never }[keyof Values];
type Checked<Values extends Fields, Output> = { data: Output } | { errors: FieldErrors<Values> };

/**
 * A form's schema that loads when the form is first used rather than with the page (zod is the biggest
 * library of the sign-in screens): `preload` on the first focus, so the first check rarely waits. It is
 * the schema the route handler parses with; an error is its first issue's message (an i18n key) per field.
 */
export function lazySchema<Values extends Fields, Output>(load: () => Promise<z.ZodType<Output>>) {
  let loading: Promise<z.ZodType<Output>> | undefined;
  const preload = () => (loading ??= load());
  async function check(values: Values): Promise<Checked<Values, Output>> {
    const result = (await preload()).safeParse(values);
    if (result.success) return { data: result.data };
    const errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) errors[String(issue.path[0]) as keyof Values] ??= issue.message;
    return { errors };
  }
  return { preload: () => void preload(), check };
}

type LazySchema<Values extends Fields, Output> = ReturnType<typeof lazySchema<Values, Output>>;

/**
 * The state of a small form checked by a lazySchema: nothing is checked before the first submit; from then
 * on a field's error follows each change of it, and a failed submit focuses the first field in error.
 * `text(name)` and `checkbox(name)` give the props that bind a control to a field.
 */
export function useSchemaForm<Values extends Fields, Output>(schema: LazySchema<Values, Output>, defaults: Values) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(defaults);
  const submitted = useRef(false);
  const controls = useRef(new Map<keyof Values, HTMLElement>());

  const setValue = useCallback(
    <K extends keyof Values>(name: K, value: Values[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (!submitted.current) return;
      void schema.check(next).then((checked) => {
        const error = "errors" in checked ? checked.errors[name] : undefined;
        setErrors((shown) => ({ ...shown, [name]: error }));
      });
    },
    [schema],
  );

  const bind = (name: keyof Values) => (element: HTMLElement | null) => {
    if (element) controls.current.set(name, element);
    else controls.current.delete(name);
  };

  function text(name: NamesOf<Values, string>) {
    return {
      name: String(name),
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as Values[typeof name]),
      ref: bind(name),
    };
  }

  function checkbox(name: NamesOf<Values, boolean>) {
    return {
      name: String(name),
      checked: values[name] as boolean,
      onCheckedChange: (checked: boolean) => setValue(name, checked as Values[typeof name]),
      ref: bind(name),
    };
  }

  function handleSubmit(onValid: (data: Output) => Promise<void> | void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const checked = await schema.check(latest.current);
        if ("errors" in checked) {
          setErrors(checked.errors);
          [...controls.current].find(([name]) => checked.errors[name])?.[1].focus();
          return;
        }
        setErrors({});
        await onValid(checked.data);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return {
    values,
    errors,
    submitting,
    text,
    checkbox,
    setValue,
    handleSubmit,
    setError: (name: keyof Values, message: string) => setErrors((shown) => ({ ...shown, [name]: message })),
    reset() {
      latest.current = defaults;
      submitted.current = false;
      setValues(defaults);
      setErrors({});
    },
  };
}
