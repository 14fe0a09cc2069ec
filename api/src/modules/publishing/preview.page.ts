import { PREVIEW_BANNER } from "@hpm/contracts";
import { escapeHtml } from "../../html";

const ROBOTS = '<meta name="robots" content="noindex, nofollow">';

const BANNER_STYLE = `<style>
.hpm-preview-banner{margin:0;padding:.6rem 1rem;background:#fff3cd;color:#3b2f00;border-bottom:3px solid #8a6100;font:1rem/1.4 system-ui,sans-serif;text-align:center}
.hpm-preview-banner strong{font-weight:700}
</style>`;

/**
 * A rendered page made a read-only preview: none of the application's scripts (no hydration, no service worker, so
 * the reviewer's device keeps nothing of it), its styles kept, marked for crawlers as not to be indexed, and the
 * banner at the top of the page saying it is not published (`note`: when the link expires, or whose view it is).
 */
export function previewDocument(html: string, note: string): string {
  const banner = `<aside class="hpm-preview-banner" aria-label="Preview"><p><strong>${escapeHtml(PREVIEW_BANNER)}</strong> · ${escapeHtml(note)}</p></aside>`;
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="(?:modulepreload|manifest)"[^>]*>/gi, "")
    .replace(/<meta\b[^>]*\bname="hpm-(?:app|modules)"[^>]*>/gi, "")
    .replace(/<title>([^<]*)<\/title>/, (_, title: string) => `<title>${escapeHtml(PREVIEW_BANNER)}: ${title}</title>`)
    .replace("</head>", `${ROBOTS}${BANNER_STYLE}</head>`)
    .replace(/<body([^>]*)>/, (tag) => `${tag}${banner}`);
}

/** A page of its own (no application, no site styles) saying why a preview cannot be shown. */
export function previewMessagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${ROBOTS}<title>${escapeHtml(title)} | High Plains Mutual Insurance</title>
<style>
body{font:1.0625rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1b2a1f;background:#fff}
main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#1f4d2b}
</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link?.href ?? "/360")}">${escapeHtml(link?.text ?? "Go to the High Plains Mutual home page")}</a></p>
</main></body></html>`;
}
