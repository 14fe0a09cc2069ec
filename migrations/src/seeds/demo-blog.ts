// The demo Learning Center: topics, tags and published posts a fresh install shows at /360/about/blog, each with a
// banner drawn here as SVG (the seed renders it to PNG and stores it as an upload, as an editor's upload would be).
// The banners are flat drawings at 960 px, a few KB each, so the blog's pages stay light.

export interface DemoBlogTopic {
  title: string;
  tags: string[];
}

export interface DemoBlogPost {
  /** Stable key, used to name related posts. */
  key: string;
  title: string;
  subtitle: string;
  /** "Topic title/Tag" pairs. */
  tags: string[];
  /** The banner: an SVG drawn on 1600 × 600, sized BANNER_WIDTH × BANNER_HEIGHT. */
  banner: string;
  body: string;
  /** Published this many days before the seed runs. */
  daysAgo: number;
  /** Up to three related posts by key; the rest are chosen automatically (posts sharing a tag first). */
  related: string[];
}

export const BANNER_WIDTH = 960;
export const BANNER_HEIGHT = 360;
const W = 1600;
const H = 600;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
const sky = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const hill = (base: number, lift: number, color: string) =>
  `<path d="M0 ${base} C ${W * 0.22} ${base - lift}, ${W * 0.42} ${base + lift}, ${W * 0.62} ${base - lift / 2} S ${W * 0.9} ${base + lift / 2}, ${W} ${base - lift} V ${H} H 0 Z" fill="${color}"/>`;

function winterRoad(): string {
  const r = rng(11);
  const flakes = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${Math.round(r() * W)}" cy="${Math.round(r() * H)}" r="${(1.5 + r() * 3.5).toFixed(1)}" fill="#fff" opacity="${(0.55 + r() * 0.45).toFixed(2)}"/>`,
  ).join("");
  const posts = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const x = 640 - t * 560;
    const y = 300 + t * 280;
    const h = 14 + t * 70;
    return `<rect x="${x.toFixed(0)}" y="${(y - h).toFixed(0)}" width="${(3 + t * 10).toFixed(0)}" height="${h.toFixed(0)}" fill="#5b4a3c"/>`;
  }).join("");
  const dashes = Array.from({ length: 7 }, (_, i) => {
    const t0 = (i + 0.15) / 7;
    const t1 = (i + 0.55) / 7;
    const y0 = 300 + t0 * t0 * 300;
    const y1 = 300 + t1 * t1 * 300;
    return `<path d="M${799 - t0 * 6} ${y0.toFixed(0)} L${801 + t0 * 6} ${y0.toFixed(0)} L${803 + t1 * 14} ${y1.toFixed(0)} L${797 - t1 * 14} ${y1.toFixed(0)} Z" fill="#e9c75a"/>`;
  }).join("");
  return svg(
    `<defs>${sky("s", "#34506e", "#b9cbdc")}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
    <path d="M0 330 L260 240 L470 300 L720 210 L980 290 L1240 220 L1600 310 V600 H0Z" fill="#8fa4b8"/>
    ${hill(360, 40, "#e6edf3")}${hill(430, 55, "#f4f7fa")}
    <path d="M780 300 L820 300 L1180 600 L420 600 Z" fill="#55595e"/>${dashes}${posts}
    <path d="M780 300 L790 300 L470 600 L420 600 Z" fill="#f4f7fa" opacity="0.7"/>${flakes}`,
  );
}

function wildfire(): string {
  const rows = Array.from(
    { length: 11 },
    (_, i) => `<path d="M${i * 160 - 200} ${H} L${i * 120 + 300} 420" stroke="#b98f32" stroke-width="5" opacity="0.55"/>`,
  ).join("");
  return svg(
    `<defs>${sky("s", "#c4542c", "#f4c27a")}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
    <circle cx="1130" cy="200" r="70" fill="#ffe0a3" opacity="0.75"/>
    <path d="M0 300 Q 200 170 420 260 T 900 230 T 1600 240 V600 H0Z" fill="#8d4a3a" opacity="0.55"/>
    <path d="M60 330 Q 150 240 260 300 Q 330 200 420 290 Q 500 230 560 320 Z" fill="#6e3b33" opacity="0.6"/>
    ${hill(420, 30, "#d8ae4a")}${rows}
    <path d="M0 470 C 400 440, 900 500, 1600 450 L1600 488 C 900 538, 400 478, 0 508 Z" fill="#6f8a3c"/>
    <g transform="translate(1120 300)"><rect x="0" y="70" width="240" height="150" fill="#9c2f24"/>
    <path d="M-16 78 L120 -10 L256 78 Z" fill="#7a241c"/><rect x="90" y="130" width="60" height="90" fill="#f2e6d0"/>
    <path d="M90 130 L150 220 M150 130 L90 220" stroke="#9c2f24" stroke-width="6"/>
    <rect x="270" y="40" width="60" height="180" rx="30" fill="#c9c2b4"/><path d="M268 52 Q300 10 332 52 Z" fill="#8d8677"/></g>`,
  );
}

function hail(): string {
  const r = rng(23);
  const streaks = Array.from({ length: 30 }, () => {
    const x = Math.round(r() * (W + 200)) - 100;
    const y = Math.round(r() * 420);
    return `<path d="M${x} ${y} l-14 34" stroke="#e8eef3" stroke-width="3" stroke-linecap="round" opacity="${(0.5 + r() * 0.5).toFixed(2)}"/>`;
  }).join("");
  const stones = Array.from(
    { length: 20 },
    () =>
      `<circle cx="${Math.round(r() * W)}" cy="${Math.round(470 + r() * 130)}" r="${(3 + r() * 5).toFixed(1)}" fill="#f2f6f9"/>`,
  ).join("");
  const crop = Array.from(
    { length: 13 },
    (_, i) => `<path d="M${i * 140 - 250} ${H} L${i * 100 + 160} 430" stroke="#3f6b2f" stroke-width="12" opacity="0.7"/>`,
  ).join("");
  return svg(
    `<defs>${sky("s", "#2f3a45", "#7d8b96")}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>
    <path d="M0 90 Q 180 20 380 80 Q 560 10 760 70 Q 980 0 1180 70 Q 1400 20 1600 80 V0 H0Z" fill="#222b33"/>
    ${hill(440, 20, "#5f8a45")}${crop}${streaks}${stones}
    <g transform="translate(200 330)"><rect x="0" y="40" width="150" height="90" fill="#e9e2d2"/>
    <path d="M-12 48 L75 -10 L162 48 Z" fill="#5a4a3a"/><rect x="60" y="80" width="30" height="50" fill="#5a4a3a"/></g>`,
  );
}

function homeInventory(): string {
  const checks = [0, 1, 2, 3]
    .map(
      (i) => `<rect x="40" y="${90 + i * 60}" width="26" height="26" rx="4" fill="none" stroke="#2d4a35" stroke-width="4"/>
      ${i < 3 ? `<path d="M45 ${103 + i * 60} l8 9 l14 -17" stroke="#2f7d3a" stroke-width="5" fill="none"/>` : ""}
      <rect x="84" y="${96 + i * 60}" width="${150 - i * 18}" height="12" rx="6" fill="#9aa79d"/>`,
    )
    .join("");
  return svg(
    `<rect width="${W}" height="${H}" fill="#efe3cf"/><rect y="470" width="${W}" height="130" fill="#b98b5c"/>
    <rect y="462" width="${W}" height="10" fill="#8c6440"/>
    <g transform="translate(180 90)"><rect width="360" height="250" fill="#bcd6e6"/>
    <path d="M0 170 C 90 130, 200 190, 360 140 V250 H0Z" fill="#8fae6a"/><circle cx="280" cy="60" r="30" fill="#fff3c9"/>
    <rect x="-10" y="-10" width="380" height="270" fill="none" stroke="#fff" stroke-width="14"/><rect x="173" width="14" height="250" fill="#fff"/></g>
    <g transform="translate(620 300)"><rect x="0" y="60" width="420" height="110" rx="24" fill="#4f6f8a"/>
    <rect x="-26" y="30" width="70" height="150" rx="26" fill="#5e7f9b"/><rect x="376" y="30" width="70" height="150" rx="26" fill="#5e7f9b"/>
    <rect x="30" y="0" width="360" height="90" rx="26" fill="#5e7f9b"/><rect x="10" y="170" width="20" height="30" fill="#3b3b3b"/>
    <rect x="390" y="170" width="20" height="30" fill="#3b3b3b"/></g>
    <g transform="translate(1120 120)"><rect width="300" height="40" fill="#8c6440"/><rect y="150" width="300" height="40" fill="#8c6440"/>
    <rect x="30" y="-80" width="60" height="80" fill="#c1543c"/><rect x="110" y="-60" width="40" height="60" fill="#3d6b8a"/>
    <circle cx="220" cy="-32" r="32" fill="#d9a441"/><rect x="40" y="70" width="120" height="80" rx="6" fill="#2f2f2f"/>
    <rect x="50" y="80" width="100" height="60" fill="#6fa0c0"/></g>
    <g transform="translate(1180 330) rotate(-6)"><rect width="280" height="360" rx="14" fill="#fffdf7" stroke="#7a5a3a" stroke-width="8"/>
    <rect x="95" y="-18" width="90" height="36" rx="8" fill="#7a5a3a"/>${checks}</g>`,
  );
}

export const DEMO_BLOG_TOPICS: DemoBlogTopic[] = [
  { title: "Auto", tags: ["Winter driving", "Roadside service"] },
  { title: "Farm & Ranch", tags: ["Wildfire", "Hail", "Farm safety"] },
  { title: "Home", tags: ["Home inventory", "Claims"] },
];

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    key: "winter-driving",
    title: "Winter Driving on Rural Roads",
    subtitle: "Gravel, black ice and long miles between towns: how to get there and back when the weather turns.",
    tags: ["Auto/Winter driving", "Auto/Roadside service"],
    banner: winterRoad(),
    daysAgo: 4,
    related: [],
    body: `<p>Out here the next town can be forty miles away and the plow may not reach a county road until tomorrow. A little planning before you turn the key keeps a slow drive from turning into a long night.</p>
<h2>Before you leave</h2>
<ul>
<li>Check the forecast and your state's road report, and tell someone your route and when you expect to arrive.</li>
<li>Keep the tank at least half full: it adds weight over the drive wheels and keeps you warm if you are stuck.</li>
<li>Clear every window, the lights and the roof. Snow blowing off the roof blinds the driver behind you.</li>
</ul>
<h2>Pack a winter kit</h2>
<p>A blanket or sleeping bag, boots, gloves and a hat; a flashlight; a small shovel; a bag of sand or cat litter for traction; jumper cables; water and snacks; and a phone charger that works from the vehicle.</p>
<h2>On the road</h2>
<ul>
<li>Slow down and leave eight to ten seconds between you and the vehicle ahead.</li>
<li>Bridges, overpasses and shaded curves freeze first. Gravel over ice is the worst of both.</li>
<li>Do not use cruise control on slick roads, and watch for deer and elk at dusk and dawn.</li>
</ul>
<h2>If you slide off</h2>
<p>Stay with your vehicle: it is shelter, and it is easier to find than a person on foot. Run the engine about ten minutes an hour for heat, and keep the exhaust pipe clear of snow. Tie something bright to the antenna and call for help.</p>
<h2>Check your coverage</h2>
<p>Towing, jump-starts, lockouts and winching are what <a href="/360/auto-insurance#roadside_service">emergency roadside service</a> is for. If it is not on your policy yet, your local agent can add it before the next storm.</p>`,
  },
  {
    key: "hail",
    title: "Hail Season: Getting Ready Before the Storm",
    subtitle: "Ten minutes of warning is enough to save a windshield, a roof or a season's work, if you have a plan.",
    tags: ["Farm & Ranch/Hail", "Home/Claims"],
    banner: hail(),
    daysAgo: 11,
    related: ["home-inventory", "wildfire"],
    body: `<p>On the High Plains, hail season runs from late spring through August, and the worst storms build fast on hot afternoons. What you do before the storm matters more than what you do after it.</p>
<h2>Before the storm</h2>
<ul>
<li>Know where vehicles and equipment go when a warning comes: the shop, the machine shed, even under a loaded hay barn roof.</li>
<li>Have your roof looked at every spring. Loose or brittle shingles give way first.</li>
<li>Trim dead branches near the house and clean the gutters so water has somewhere to go.</li>
<li>Keep a weather radio or phone alerts on, and bring in patio furniture and grills when a watch is issued.</li>
</ul>
<h2>When it hits</h2>
<p>Get inside and stay away from windows and skylights. If you are driving, pull off under an overpass only if you can leave the traffic lanes clear; otherwise stop, face away from the storm and cover yourself.</p>
<h2>After the storm</h2>
<ul>
<li>Photograph the damage, including the roof from the ground, siding, windows, vehicles and any dented equipment.</li>
<li>Make temporary repairs to stop more damage (a tarp on the roof, plastic over a broken window) and keep the receipts.</li>
<li>Call your agent to report the claim before you sign anything with a contractor.</li>
</ul>
<p>Crews that knock on doors the day after a storm are not always who they say they are. Get written estimates, never pay more than a small deposit up front, and see our <a href="/360/how-to-claim-file">claims guide</a> for what happens next.</p>`,
  },
  {
    key: "wildfire",
    title: "Protecting Your Farm or Ranch from Wildfire",
    subtitle: "Defensible space, safe hay storage and a plan for the livestock: what to do before the smoke shows up.",
    tags: ["Farm & Ranch/Wildfire", "Farm & Ranch/Farm safety"],
    banner: wildfire(),
    daysAgo: 19,
    related: ["home-inventory", "hail"],
    body: `<p>Dry grass, wind and a single spark are all a range fire needs. Most of what keeps a farmstead standing is done long before fire season.</p>
<h2>Make defensible space</h2>
<ul>
<li>Keep the first 30 feet around the house and outbuildings lean, clean and green: mowed grass, no woodpiles, no dead brush.</li>
<li>Out to 100 feet, thin trees and shrubs and limb them up so fire cannot climb.</li>
<li>Disk or mow firebreaks around fields, yards and fuel tanks, and keep gravel or bare ground under propane tanks.</li>
</ul>
<h2>Store hay and fuel safely</h2>
<p>Stack hay away from barns and the house, and check new hay for heat: a bale above 150&deg;F can catch fire on its own. Keep fuel in approved containers away from buildings, and keep the area around fuel tanks clear.</p>
<h2>Work without sparks</h2>
<ul>
<li>Fit spark arrestors on equipment and keep a fire extinguisher and a shovel on every tractor and truck.</li>
<li>Avoid mowing, welding or grinding near dry grass on hot, windy afternoons.</li>
</ul>
<h2>Have a plan for people and animals</h2>
<p>Decide where livestock go and how they get there, keep trailers hitched or ready when fire danger is high, and make sure everyone on the place knows two ways out. Take photos of buildings, equipment and herds every year; they make a claim faster if the worst happens.</p>
<p>Have your agent review your farm coverage each spring, especially for new buildings, equipment and stored crops.</p>`,
  },
  {
    key: "home-inventory",
    title: "How to Make a Home Inventory (and Why It Pays Off)",
    subtitle: "An afternoon with your phone today can save weeks of trying to remember what you owned after a loss.",
    tags: ["Home/Home inventory", "Home/Claims"],
    banner: homeInventory(),
    daysAgo: 26,
    related: ["hail", "wildfire"],
    body: `<p>After a fire or a break-in, few people can list everything they owned. A home inventory makes your claim faster and more complete, and it shows whether your coverage limits still fit what you have.</p>
<h2>Walk it room by room</h2>
<ul>
<li>Record a slow video of each room with your phone, opening closets, cabinets and drawers, and say what things are as you go.</li>
<li>Take close photos of valuable items and write down makes, models and serial numbers.</li>
<li>Do not forget the garage, the shop, outbuildings, tools and tack.</li>
</ul>
<h2>Keep the paperwork</h2>
<p>Save receipts, appraisals and manuals for larger purchases. A photo of a receipt is fine.</p>
<h2>Store it away from home</h2>
<p>An inventory that burns with the house does not help. Keep a copy in cloud storage, e-mail it to yourself, or leave a drive with a relative.</p>
<h2>Update it once a year</h2>
<p>Add new purchases and remove what you sold. It is a good time to ask your agent whether your personal property limit still covers everything on the list.</p>`,
  },
];
