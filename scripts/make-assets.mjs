import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "web", "public");
const W = 1600;
const H = 600;

const sky = (top, bottom) =>
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const hills = (colors) =>
  colors
    .map((c, i) => {
      const base = 330 + i * 70;
      const a = 40 + i * 15;
      return `<path d="M0 ${base} C ${W * 0.2} ${base - a}, ${W * 0.4} ${base + a}, ${W * 0.6} ${base - a / 2} S ${W * 0.9} ${base + a / 2}, ${W} ${base - a} V ${H} H 0 Z" fill="${c}"/>`;
    })
    .join("");

const scenes = {
  "banner-fields.jpg": `<defs>${sky("#f6c56b", "#fbe7c0")}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1180" cy="250" r="90" fill="#fff3d6" opacity="0.9"/>${hills(["#b9a35a", "#a68a3c", "#8a6f2a", "#6d5620"])}
    ${Array.from({ length: 28 }, (_, i) => `<path d="M${i * 60} ${H} L${i * 60 + 400} 430" stroke="#c9a94d" stroke-width="3" opacity="0.5"/>`).join("")}`,
  "banner-road.jpg": `<defs>${sky("#7fb4dc", "#d9ecf7")}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
    <path d="M0 360 L300 250 L520 330 L760 220 L1010 320 L1280 240 L1600 340 V600 H0Z" fill="#8ea7b8" opacity="0.7"/>
    ${hills(["#9fb06a", "#7f9650", "#637b3d"])}
    <path d="M700 600 L790 380 L810 380 L980 600 Z" fill="#4a4a4a"/><path d="M797 390 L803 390 L830 600 L812 600 Z" fill="#f1d36b"/>`,
  "banner-home.jpg": `<defs>${sky("#f3a86b", "#fde3c4")}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="360" cy="230" r="80" fill="#fff0d8" opacity="0.85"/>${hills(["#a7b27a", "#88965c", "#6a7a45"])}
    <g transform="translate(1020 300)"><rect x="0" y="60" width="220" height="140" fill="#f5efe4"/><path d="M-20 70 L110 -20 L240 70 Z" fill="#8b3a2b"/>
    <rect x="90" y="120" width="44" height="80" fill="#5b4030"/><rect x="26" y="100" width="40" height="36" fill="#ffd98a"/><rect x="160" y="100" width="40" height="36" fill="#ffd98a"/></g>`,
  "truck.jpg": `<defs>${sky("#5d8fb8", "#cfe2ef")}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${hills(["#a8a06a", "#8c8450"])}<rect x="0" y="500" width="${W}" height="100" fill="#5a5a52"/>
    <g transform="translate(560 360)"><rect x="0" y="40" width="300" height="110" rx="10" fill="#9e2b25"/><path d="M300 60 H400 L460 110 V150 H300 Z" fill="#b8332c"/>
    <path d="M320 72 H392 L436 108 H320 Z" fill="#cfe2ef"/><circle cx="80" cy="155" r="36" fill="#222"/><circle cx="380" cy="155" r="36" fill="#222"/>
    <circle cx="80" cy="155" r="14" fill="#999"/><circle cx="380" cy="155" r="14" fill="#999"/></g>`,
};

mkdirSync(join(root, "images"), { recursive: true });
mkdirSync(join(root, "icons"), { recursive: true });
for (const [name, body] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><title>${name}</title>${body}</svg>`;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 72, progressive: true, mozjpeg: true })
    .toFile(join(root, "images", name));
  // a phone's copy of the wide banners (TopBanner offers it through srcset)
  if (W > 800)
    await sharp(Buffer.from(svg))
      .resize(800)
      .jpeg({ quality: 68, progressive: true, mozjpeg: true })
      .toFile(join(root, "images", name.replace(/\.jpg$/, "-800.jpg")));
}

const mark = (bg, pad) => {
  const s = 512;
  const inner = s - pad * 2;
  const k = inner / 512;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><title>High Plains Mutual Insurance</title>
  <rect width="${s}" height="${s}" fill="${bg}" ${pad === 0 ? 'rx="96"' : ""}/>
  <g transform="translate(${pad} ${pad}) scale(${k})">
    <circle cx="256" cy="230" r="120" fill="#f2b544"/>
    <path d="M40 330 C150 270 250 300 330 280 S 450 250 472 262 V400 H40 Z" fill="#7fa05a"/>
    <path d="M40 370 C160 330 300 360 472 320 V430 H40 Z" fill="#fff"/>
  </g></svg>`;
};

writeFileSync(join(root, "favicon.svg"), mark("#1f4d2b", 0));

const icons = [
  ["icon-192.png", 192, mark("#1f4d2b", 0)],
  ["icon-512.png", 512, mark("#1f4d2b", 0)],
  ["maskable-512.png", 512, mark("#1f4d2b", 80)],
  ["apple-touch-icon-180.png", 180, mark("#1f4d2b", 24)],
];
for (const [name, size, svg] of icons) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    // a handful of flat colours: a palette image is a third of the size
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toFile(join(root, "icons", name));
}
console.log("assets written to", root);
