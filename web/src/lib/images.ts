/** The site's own wide pictures (web/public/images/*.jpg, 1600 px, made by scripts/make-assets.mjs) each have an 800 px copy. */
const BUILT_IN_WIDE = /^\/images\/[a-z0-9-]+(?<!-800)\.jpg$/;

/** `src`, and for the site's own wide pictures a `srcSet` with the phone's copy: a phone takes 9 KB instead of 24. */
export function wideImage(src: string, sizes = "100vw"): { src: string; srcSet?: string; sizes?: string } {
  if (!BUILT_IN_WIDE.test(src)) return { src };
  return { src, srcSet: `${src.replace(/\.jpg$/, "-800.jpg")} 800w, ${src} 1600w`, sizes };
}
