import { brands, defaultBrandId, getBrand } from '@outreach/brands';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../src/components/ThemeRoot/ThemeRoot';
import { type ThemeName, themeNames } from '../src/tokens';

function isThemeName(value: unknown): value is ThemeName {
  return themeNames.some((name) => name === value);
}

/** Every story renders inside a ThemeRoot for the brand and theme chosen in the toolbar. */
const withThemeRoot: Decorator = (Story, context) => {
  const brand = getBrand(typeof context.globals.brand === 'string' ? context.globals.brand : defaultBrandId);
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'light';
  return (
    <ThemeRoot brand={brand} theme={theme} style={{ minHeight: '100vh', padding: 16 }}>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand whose tokens style the story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({ value: brand.id, title: brand.name })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((name) => ({ value: name, title: name === 'light' ? 'Light' : 'Dark' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: defaultBrandId, theme: 'light' },
  decorators: [withThemeRoot],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
