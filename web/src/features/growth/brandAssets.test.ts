import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_ASSET_TYPES, BRAND_ASSETS } from './brandAssets';

const publicDir = fileURLToPath(new URL('../../../public/brand/', import.meta.url));

describe('brand assets', () => {
  it('lists 13 images of the types profile, banner and logo (spec §2)', () => {
    expect(BRAND_ASSETS).toHaveLength(13);
    expect(new Set(BRAND_ASSETS.map((asset) => asset.type))).toEqual(new Set(BRAND_ASSET_TYPES));
    expect(new Set(BRAND_ASSETS.map((asset) => asset.file)).size).toBe(13);
  });

  it('ships each listed file, an SVG of the listed size carrying the LendHub mark', () => {
    for (const asset of BRAND_ASSETS) {
      const path = `${publicDir}${asset.file}`;
      expect(existsSync(path), asset.file).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg).toContain(`width="${asset.width}" height="${asset.height}"`);
      expect(svg).toContain('M10 8h4v12h8v4H10z');
    }
  });
});
