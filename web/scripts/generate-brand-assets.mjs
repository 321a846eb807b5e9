// Draws the Growth page's brand assets (web/public/brand/*.svg) from brandAssets.json: the LendHub
// mark (the rounded square with the "L" of the top bar's logo) on our own colour schemes.
// Run `pnpm --filter @lendhub/web brand-assets` after changing the list; the output is committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const assets = JSON.parse(readFileSync(`${webRoot}src/features/growth/brandAssets.json`, 'utf8'));
const outDir = `${webRoot}public/brand`;

const SCHEMES = {
  blue: { from: '#1D4ED8', to: '#2563EB', accent: '#93C5FD', ink: '#FFFFFF', mark: '#FFFFFF', letter: '#1D4ED8' },
  navy: { from: '#0F172A', to: '#1E3A8A', accent: '#60A5FA', ink: '#FFFFFF', mark: '#FFFFFF', letter: '#1E3A8A' },
  teal: { from: '#0F766E', to: '#0891B2', accent: '#99F6E4', ink: '#FFFFFF', mark: '#FFFFFF', letter: '#0F766E' },
  sunrise: { from: '#C2410C', to: '#DB2777', accent: '#FED7AA', ink: '#FFFFFF', mark: '#FFFFFF', letter: '#C2410C' },
  slate: { from: '#334155', to: '#475569', accent: '#CBD5E1', ink: '#FFFFFF', mark: '#FFFFFF', letter: '#334155' },
};
const FONT = `font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif"`;

/** The mark: 32×32 units scaled to `size`, top-left at (x, y). */
function mark(x, y, size, fill, letter) {
  const scale = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="32" height="32" rx="8" fill="${fill}"/><path d="M10 8h4v12h8v4H10z" fill="${letter}"/></g>`;
}

function gradient(id, scheme, angle = 'diagonal') {
  const [x2, y2] = angle === 'diagonal' ? ['1', '1'] : ['1', '0'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${scheme.from}"/><stop offset="1" stop-color="${scheme.to}"/></linearGradient>`;
}

/** A roofline with a door: the "home" motif behind banners and profiles. */
function house(x, y, width, stroke, opacity) {
  const h = width * 0.8;
  return `<path d="M${x} ${y + h * 0.45} L${x + width / 2} ${y} L${x + width} ${y + h * 0.45} M${x + width * 0.12} ${y + h * 0.36} V${y + h} H${x + width * 0.88} V${y + h * 0.36} M${x + width * 0.4} ${y + h} V${y + h * 0.62} H${x + width * 0.6} V${y + h}" fill="none" stroke="${stroke}" stroke-width="${width * 0.04}" stroke-linejoin="round" stroke-linecap="round" opacity="${opacity}"/>`;
}

function svg(asset, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${asset.width}" height="${asset.height}" viewBox="0 0 ${asset.width} ${asset.height}" role="img" aria-labelledby="title">
<title id="title">LendHub ${asset.title}</title>
<defs>${defs}</defs>
${body}
</svg>
`;
}

function profile(asset) {
  const s = SCHEMES[asset.scheme];
  const { width: w, height: h } = asset;
  const markSize = w * 0.3;
  return svg(
    asset,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${w * 0.86}" cy="${h * 0.12}" r="${w * 0.26}" fill="${s.accent}" opacity="0.18"/>
<circle cx="${w * 0.08}" cy="${h * 0.95}" r="${w * 0.3}" fill="${s.accent}" opacity="0.12"/>
${house(w * 0.74, h * 0.8, w * 0.18, s.accent, 0.35)}
${mark((w - markSize) / 2, h * 0.2, markSize, s.mark, s.letter)}
<text x="${w / 2}" y="${h * 0.66}" text-anchor="middle" ${FONT} font-size="${w * 0.1}" font-weight="800" fill="${s.ink}" letter-spacing="-1">LendHub</text>
<text x="${w / 2}" y="${h * 0.76}" text-anchor="middle" ${FONT} font-size="${w * 0.045}" font-weight="600" fill="${s.accent}">${asset.tagline}</text>`,
    gradient('bg', s),
  );
}

function banner(asset) {
  const s = SCHEMES[asset.scheme];
  const { width: w, height: h } = asset;
  // Wide banners scale with their height, squarer ones with their width, so the word mark never
  // reaches the house on the right.
  const unit = Math.min(h, w / 4.4);
  const markSize = unit * 0.36;
  const left = unit * 0.3;
  return svg(
    asset,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${w * 0.92}" cy="${h * 0.1}" r="${h * 0.7}" fill="${s.accent}" opacity="0.14"/>
<circle cx="${w * 0.72}" cy="${h * 1.1}" r="${h * 0.5}" fill="${s.accent}" opacity="0.1"/>
${house(w - h * 0.78, h * 0.22, h * 0.56, s.accent, 0.4)}
${mark(left, h / 2 - markSize * 0.8, markSize, s.mark, s.letter)}
<text x="${left + markSize * 1.25}" y="${h / 2 + markSize * 0.06}" ${FONT} font-size="${markSize * 0.95}" font-weight="800" fill="${s.ink}" letter-spacing="-1">LendHub</text>
<text x="${left}" y="${h / 2 + markSize * 0.95}" ${FONT} font-size="${unit * 0.1}" font-weight="600" fill="${s.accent}">${asset.tagline}</text>`,
    gradient('bg', s, 'horizontal'),
  );
}

function logo(asset) {
  const s = SCHEMES[asset.scheme];
  const { width: w, height: h } = asset;
  const reversed = asset.scheme !== 'blue';
  const background = reversed ? `<rect width="${w}" height="${h}" rx="${h * 0.12}" fill="url(#bg)"/>` : '';
  const markFill = reversed ? '#FFFFFF' : '#1D4ED8';
  const letter = reversed ? s.letter : '#FFFFFF';
  const ink = reversed ? '#FFFFFF' : '#1E3A8A';
  if (asset.file === 'logo-mark.svg') return svg(asset, mark(w * 0.1, h * 0.1, w * 0.8, markFill, letter));
  if (w === h) {
    const markSize = w * 0.42;
    return svg(
      asset,
      `${background}${mark((w - markSize) / 2, h * 0.14, markSize, markFill, letter)}
<text x="${w / 2}" y="${h * 0.76}" text-anchor="middle" ${FONT} font-size="${w * 0.15}" font-weight="800" fill="${ink}" letter-spacing="-1">LendHub</text>
<text x="${w / 2}" y="${h * 0.87}" text-anchor="middle" ${FONT} font-size="${w * 0.055}" font-weight="600" fill="#2563EB" letter-spacing="2">${asset.tagline.toUpperCase()}</text>`,
    );
  }
  const markSize = h * 0.56;
  const y = (h - markSize) / 2;
  return svg(
    asset,
    `${background}${mark(h * 0.22, y, markSize, markFill, letter)}
<text x="${h * 0.22 + markSize * 1.25}" y="${y + markSize * 0.8}" ${FONT} font-size="${markSize * 0.9}" font-weight="800" fill="${ink}" letter-spacing="-2">LendHub</text>`,
    reversed ? gradient('bg', s, 'horizontal') : '',
  );
}

const DRAW = { profile, banner, logo };

mkdirSync(outDir, { recursive: true });
for (const asset of assets) writeFileSync(`${outDir}/${asset.file}`, DRAW[asset.type](asset));
console.log(`Wrote ${assets.length} brand assets to ${outDir}`);
