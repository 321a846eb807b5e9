// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyAppearance, DEFAULT_APPEARANCE, paletteOf } from './appearance';

describe('applyAppearance', () => {
  it('puts dark mode, palette and font size on the root, and takes them off again for the defaults', () => {
    const root = document.createElement('html');
    applyAppearance({ palette: 'green', fontSize: 18, darkMode: true, collapsedSidebar: true }, root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.palette).toBe('green');
    expect(root.style.getPropertyValue('--chakra-colors-brand-700')).toBe('var(--chakra-colors-green-700)');
    expect(root.style.fontSize).toBe('18px');

    applyAppearance(DEFAULT_APPEARANCE, root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
    expect(root.dataset.palette).toBeUndefined();
    expect(root.style.getPropertyValue('--chakra-colors-brand-700')).toBe('');
    expect(root.style.fontSize).toBe('');
  });

  it('maps the schema colour schemes to palettes', () => {
    expect(['DEFAULT', 'BLUE', 'GREEN', 'PURPLE', 'RED'].map(paletteOf)).toEqual(['default', 'blue', 'green', 'purple', 'red']);
    expect(paletteOf('ORANGE')).toBe('default');
  });
});
