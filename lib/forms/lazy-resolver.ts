import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form's resolver whose schema (and zod with it, the biggest library of the sign-in screens) loads when
 * the form is first used rather than with the page. `preload` starts loading on the first focus, so the
 * first validation rarely waits; the schema is still the one the route handler parses with.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload: () => void preload() };
}
