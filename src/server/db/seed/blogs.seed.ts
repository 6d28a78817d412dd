import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { hashPassword } from '../../modules/auth/password.js';
import { findUserByEmail, insertUser } from '../../modules/auth/user.repository.js';
import {
  countBlogs,
  findBlogBySlug,
  insertComment,
  toggleReaction,
} from '../../modules/blogs/blog.repository.js';
import { createBlog } from '../../modules/blogs/blog.service.js';
import { prepareImage, type PreparedImage } from '../../modules/media/image-encoder.js';

// Demo blog for SEED_DEMO: three posts with a cover and pictures, a few comments, replies and
// reactions from demo readers. Runs only while there are no blogs, so it never touches real ones.
// The pictures are drawn here (no files to ship): simple building-site scenes as SVG.

const DAY = 24 * 60 * 60 * 1000;

function scene(sky: string, ground: string, shapes: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <rect y="560" width="1200" height="240" fill="${ground}"/>
  ${shapes}
</svg>`;
}

const bags = (x: number, y: number, colour: string) =>
  [0, 1, 2]
    .map((row) =>
      [0, 1, 2 - row]
        .slice(0, 3 - row)
        .map(
          (_, i) =>
            `<rect x="${x + row * 60 + i * 120}" y="${y - row * 70}" width="110" height="66" rx="14" fill="${colour}" stroke="#7c2d12" stroke-width="4"/>`,
        )
        .join(''),
    )
    .join('');

const sheets = (colour: string) =>
  Array.from({ length: 6 }, (_, i) => {
    const x = 160 + i * 150;
    return `<path d="M${x} 520 l60 -260 l60 260 z" fill="${colour}" opacity="0.9"/><rect x="${x}" y="520" width="120" height="14" fill="#334155"/>`;
  }).join('');

const roof = (colour: string) =>
  `<rect x="330" y="380" width="540" height="200" fill="#f5f5f4" stroke="#57534e" stroke-width="6"/>
   <path d="M290 390 L600 200 L910 390 Z" fill="${colour}"/>
   ${Array.from({ length: 12 }, (_, i) => `<line x1="${330 + i * 48}" y1="${366 - Math.abs(6 - i) * 0}" x2="${600}" y2="212" stroke="#1e293b" stroke-width="2" opacity="0.25"/>`).join('')}
   <rect x="560" y="470" width="80" height="110" fill="#92400e"/>`;

const drill = `<rect x="380" y="300" width="360" height="120" rx="40" fill="#f97316"/>
  <rect x="740" y="340" width="180" height="36" fill="#9ca3af"/>
  <rect x="430" y="410" width="110" height="210" rx="24" fill="#1f2937"/>
  <rect x="410" y="600" width="170" height="60" rx="12" fill="#111827"/>`;

const grinder = `<circle cx="760" cy="420" r="130" fill="#6b7280"/><circle cx="760" cy="420" r="40" fill="#111827"/>
  <rect x="300" y="390" width="380" height="70" rx="30" fill="#facc15"/><rect x="260" y="400" width="80" height="50" rx="20" fill="#1f2937"/>`;

const tape = `<rect x="420" y="320" width="300" height="260" rx="60" fill="#eab308"/><circle cx="570" cy="450" r="60" fill="#1f2937"/>
  <rect x="700" y="540" width="340" height="34" fill="#fde047" stroke="#78350f" stroke-width="3"/>`;

async function picture(svg: string): Promise<PreparedImage> {
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  return prepareImage({ filename: 'demo.png', data });
}

interface DemoPost {
  title: string;
  content: string;
  cover: string;
  images: string[];
  daysAgo: number;
}

const POSTS: DemoPost[] = [
  {
    title: 'How to Choose the Right Cement for Your Project',
    daysAgo: 12,
    cover: scene('#bae6fd', '#d6d3d1', bags(330, 480, '#e7e5e4')),
    images: [
      scene('#e0f2fe', '#a8a29e', bags(250, 480, '#fed7aa')),
      scene('#fef3c7', '#78716c', bags(420, 480, '#d6d3d1')),
    ],
    content: `Not every bag of cement is the same. Ordinary Portland cement (OPC 42.5) sets fast and reaches high strength early, which makes it the usual choice for columns, beams and slabs.

For plastering, block work and general masonry, a pozzolanic cement such as 32.5R is easier to work with, shrinks less and costs less per bag. It gains strength more slowly, so give it time before loading.

Whatever you buy, keep the bags off the ground and under cover. Cement that has taken in moisture forms lumps and will never reach its full strength. We deliver in batches so your stock on site stays fresh.`,
  },
  {
    title: 'Iron Sheets Buying Guide: Gauges, Profiles and Finishes',
    daysAgo: 6,
    cover: scene('#bfdbfe', '#a3a3a3', roof('#b91c1c')),
    images: [
      scene('#dbeafe', '#d4d4d8', sheets('#94a3b8')),
      scene('#e0e7ff', '#d4d4d8', sheets('#b91c1c')),
      scene('#f1f5f9', '#a8a29e', roof('#1d4ed8')),
    ],
    content: `The gauge is the thickness of the sheet: the smaller the number, the thicker the steel. Gauge 30 is light and cheap for sheds and stores; gauge 28 is the everyday choice for homes; gauge 26 and below suit coastal and high-wind sites.

Box profile sheets are stiff and drain well on low-pitched roofs. Corrugated sheets are the classic look and bend easily over curved structures. Tile profile sheets give the look of clay tiles at a fraction of the weight.

Pre-painted sheets come in many colours and resist rust for years. Ask us for the colour chart and we will help you work out how many sheets, ridges and roofing nails your roof needs.`,
  },
  {
    title: 'Five Power Tools Every Fundi Should Own',
    daysAgo: 2,
    cover: scene('#fde68a', '#78716c', drill),
    images: [scene('#fef9c3', '#a8a29e', grinder), scene('#fae8ff', '#a8a29e', tape)],
    content: `A good cordless drill is the first tool most fundis buy, and with the right bits it drills concrete, steel and timber and drives screws all day long.

An angle grinder cuts steel bars, tiles and blocks and cleans welds. Always fit the guard and wear eye protection: discs spin at more than 10,000 revolutions a minute.

A long steel tape, a spirit level and a chalk line are not powered, but no job goes well without them. Measure twice, cut once.

Finish the kit with a jigsaw for timber and a rotary hammer for heavy concrete work. We stock spare batteries, discs and bits for every brand we sell.`,
  },
];

const READERS = [
  { email: 'wanjiru.demo@example.com', username: 'Wanjiru' },
  { email: 'otieno.demo@example.com', username: 'Otieno' },
  { email: 'kamau.demo@example.com', username: 'Kamau' },
];

async function demoReaders(app: FastifyInstance): Promise<string[]> {
  const ids: string[] = [];
  for (const reader of READERS) {
    const found = await findUserByEmail(app.db, reader.email);
    if (found) {
      ids.push(found.id);
      continue;
    }
    // Real accounts with a random password nobody knows: they exist only to author demo comments.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const row = await insertUser(
      app.db,
      { ...reader, passwordHash, role: 'user', verified: true },
      app.clock.now(),
    );
    ids.push(row.id);
  }
  return ids;
}

export async function seedDemoBlogs(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo || (await countBlogs(app.db)) > 0) return;
  const [wanjiru, otieno, kamau] = (await demoReaders(app)) as [string, string, string];
  const now = app.clock.now().getTime();

  const slugs: string[] = [];
  for (const post of POSTS) {
    const cover = await picture(post.cover);
    const images: PreparedImage[] = [];
    for (const svg of post.images) images.push(await picture(svg));
    const seedClock = { now: () => new Date(now - post.daysAgo * DAY) };
    const row = await createBlog(
      { db: app.db, clock: seedClock },
      { title: post.title, content: post.content },
      { cover, images },
    );
    slugs.push(row.slug);
  }

  const [cement, sheets, tools] = await Promise.all(slugs.map((s) => findBlogBySlug(app.db, s)));
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * 60 * 60 * 1000);
  if (cement) {
    const q = await insertComment(
      app.db,
      {
        blogId: cement.id,
        parentId: null,
        userId: wanjiru,
        text: 'Which one would you use for a septic tank?',
      },
      at(10),
    );
    await insertComment(
      app.db,
      {
        blogId: cement.id,
        parentId: q,
        userId: kamau,
        text: 'OPC 42.5 with a waterproofing additive worked well for ours.',
      },
      at(10, 3),
    );
    await insertComment(
      app.db,
      {
        blogId: cement.id,
        parentId: null,
        userId: otieno,
        text: 'Good tip about keeping the bags off the floor. Learnt that the hard way!',
      },
      at(8),
    );
  }
  if (sheets) {
    await insertComment(
      app.db,
      {
        blogId: sheets.id,
        parentId: null,
        userId: kamau,
        text: 'Gauge 28 box profile on my house in Kitengela, no leaks after three rainy seasons.',
      },
      at(4),
    );
  }
  if (tools) {
    const q = await insertComment(
      app.db,
      {
        blogId: tools.id,
        parentId: null,
        userId: otieno,
        text: 'Do you have rotary hammers for hire?',
      },
      at(1),
    );
    await insertComment(
      app.db,
      {
        blogId: tools.id,
        parentId: q,
        userId: wanjiru,
        text: 'Following, I need one for a weekend too.',
      },
      at(1, 2),
    );
  }
  const reactions: [typeof cement, string, 'like' | 'heart' | 'dislike'][] = [
    [cement, wanjiru, 'like'],
    [cement, otieno, 'like'],
    [cement, kamau, 'heart'],
    [sheets, wanjiru, 'heart'],
    [sheets, kamau, 'like'],
    [tools, otieno, 'like'],
    [tools, wanjiru, 'like'],
    [tools, kamau, 'like'],
  ];
  for (const [blog, userId, type] of reactions) {
    if (blog) await toggleReaction(app.db, blog.id, userId, type, app.clock.now());
  }
  app.log.info('Seeded the demo blog: %d posts', POSTS.length);
}
