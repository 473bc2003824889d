import fc from "fast-check";

/** Text as an attacker would send it: any code unit (lone surrogates too), with controls and odd forms mixed in. */
export const hostileText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary" }),
      fc.constantFrom("\u0000", "\u0007", "\r\n", "\r", "\u001b[31m", "\u007f", "\t", "\n", " "),
      fc.constantFrom("\ud800", "\udfff", "e\u0301", "\u212b", "\ufeff", "\u202e", "😀"),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));
