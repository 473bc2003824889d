"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

type Fields = Record<string, string | boolean>;
type FieldErrors<Values extends Fields> = Partial<Record<keyof Values, string>>;
/** The names of a form's fields that hold a T. */
type NamesOf<Values extends Fields, T> = { [K in keyof Values]: Values[K] extends T ? K : never }[keyof Values];
type Checked<Values extends Fields, Output> = { data: Output } | { errors: FieldErrors<Values> };

/**
 * A form's schema loaded on first use, not with the page (zod is the sign-in screens' biggest library), preloaded
 * on first focus. It is the route handler's schema; errors are i18n keys per field. Schemas reading numbers or
 * moments get the text values through `toInput`.
 */
export function lazySchema<Values extends Fields, Output>(
  load: () => Promise<z.ZodType<Output>>,
  toInput: (values: Values) => unknown = (values) => values,
) {
  let loading: Promise<z.ZodType<Output>> | undefined;
  const preload = () => (loading ??= load());
  async function check(values: Values): Promise<Checked<Values, Output>> {
    const result = (await preload()).safeParse(toInput(values));
    if (result.success) return { data: result.data };
    const errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) errors[String(issue.path[0]) as keyof Values] ??= issue.message;
    return { errors };
  }
  /** The errors of just these fields (a wizard's step), whatever the other fields hold. */
  async function checkFields(values: Values, names: readonly (keyof Values)[]): Promise<FieldErrors<Values>> {
    const checked = await check(values);
    const errors: FieldErrors<Values> = {};
    if ("errors" in checked) for (const name of names) if (checked.errors[name]) errors[name] = checked.errors[name];
    return errors;
  }
  return { preload: () => void preload(), check, checkFields };
}

type LazySchema<Values extends Fields, Output> = ReturnType<typeof lazySchema<Values, Output>>;

/**
 * The state of a small form checked by a lazySchema: nothing is checked before the first submit; from then
 * on a field's error follows each change of it, and a failed submit focuses the first field in error.
 * `text(name)` and `checkbox(name)` give the props that bind a control to a field.
 */
export function useSchemaForm<Values extends Fields, Output>(schema: LazySchema<Values, Output>, defaults: Values) {
  const [initial] = useState(defaults);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(initial);
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

  // Text typed while the page's scripts still loaded is in the fields but not in the state: take it over, or
  // the first submit would call those fields empty.
  useEffect(() => {
    for (const [name, control] of controls.current)
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
        if (control.type !== "checkbox" && control.value !== latest.current[name])
          setValue(name, control.value as Values[typeof name]);
  }, [setValue]);

  /** Starts over from the first defaults, or from these values (a restored draft). */
  const reset = useCallback(
    (to?: Values) => {
      latest.current = to ?? initial;
      submitted.current = false;
      setValues(latest.current);
      setErrors({});
    },
    [initial],
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

  /**
   * Checks and shows these fields only, as a wizard's step does before moving on; their errors do not yet
   * follow changes, as nothing was submitted. Gives the fields' errors, empty when they pass.
   */
  async function validate(names: readonly (keyof Values)[]) {
    const found = await schema.checkFields(latest.current, names);
    setErrors((shown) => ({ ...shown, ...Object.fromEntries(names.map((name) => [name, found[name]])) }));
    return found;
  }

  function handleSubmit(onValid: (data: Output) => Promise<void> | void, onInvalid?: () => void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const checked = await schema.check(latest.current);
        if ("errors" in checked) {
          setErrors(checked.errors);
          [...controls.current].find(([name]) => checked.errors[name])?.[1].focus();
          onInvalid?.();
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
    validate,
    handleSubmit,
    setError: (name: keyof Values, message: string) => setErrors((shown) => ({ ...shown, [name]: message })),
    reset,
  };
}
