/** What the browser checks before uploading (the server checks again, from the bytes). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
/** The spec's limit: an image under 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Long enough for a phone screenshot's text to stay legible to a model, small enough to send quickly. */
export const MAX_IMAGE_SIDE = 1568;
/** How many images one message may carry: enough for a screenshot of a long exchange, in parts. */
export const MAX_IMAGES_PER_MESSAGE = 4;
