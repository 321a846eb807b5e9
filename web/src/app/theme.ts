// Chakra v3 system: the default theme plus a 'brand' palette (LendHub blue) usable as colorPalette="brand".
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif` },
        body: { value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif` },
      },
      colors: {
        brand: {
          50: { value: '#eff6ff' },
          100: { value: '#dbeafe' },
          200: { value: '#bfdbfe' },
          300: { value: '#93c5fd' },
          400: { value: '#60a5fa' },
          500: { value: '#3b82f6' },
          600: { value: '#2563eb' },
          700: { value: '#1d4ed8' },
          800: { value: '#1e40af' },
          900: { value: '#1e3a8a' },
          950: { value: '#172554' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The default error red (red.500) is below 4.5:1 on white; red.600 passes WCAG AA.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
