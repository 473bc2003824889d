import fc from "fast-check";

// Stryker runs the tests that covered a mutant by their names, and a property test's name carries its seed
// ("… (with seed=N)"): one seed for every run keeps those names, so the property tests run on each mutant.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261207 });
