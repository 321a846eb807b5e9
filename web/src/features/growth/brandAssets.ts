// The brand assets of the Growth page: the list the generator (web/scripts/generate-brand-assets.mjs)
// draws from, so the grid and the shipped files cannot disagree.
import list from './brandAssets.json';

export const BRAND_ASSET_TYPES = ['profile', 'banner', 'logo'] as const;
export type BrandAssetType = (typeof BRAND_ASSET_TYPES)[number];

export interface BrandAsset {
  file: string;
  title: string;
  type: BrandAssetType;
  width: number;
  height: number;
}

export const BRAND_ASSETS: readonly BrandAsset[] = list as BrandAsset[];

/** Served by the web app from web/public/brand. */
export function brandAssetUrl(asset: BrandAsset): string {
  return `/brand/${asset.file}`;
}

/** The name a download is saved under. */
export function brandAssetDownloadName(asset: BrandAsset): string {
  return `LendHub-${asset.file}`;
}
