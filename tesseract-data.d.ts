/** The Tesseract language data packages: each exports where its data files are. */
declare module "@tesseract.js-data/*" {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
