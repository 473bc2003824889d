import { Fragment } from "react";

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
let words: Intl.Segmenter | undefined;

/**
 * A headline's text, breaking between words and never inside one. Chinese has no spaces, so a browser may
 * break between any two characters (建/議): here each word boundary (ICU's dictionary, `Intl.Segmenter`) is a
 * `<wbr>`, and keep-all allows no other break. Server components only: the browser's segmenter may differ.
 */
export function HeadlineText({ children }: { children: string }) {
  if (!CJK.test(children)) return children;
  words ??= new Intl.Segmenter("zh", { granularity: "word" });
  const parts = [...words.segment(children)].map(({ segment }) => segment);
  return (
    <span className="wrap-anywhere break-keep">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
