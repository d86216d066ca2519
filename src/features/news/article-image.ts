/** Intrinsic size of every article illustration in public/images/articles (16:9). */
export const ARTICLE_IMAGE_SIZE = { width: 1280, height: 720 } as const;
