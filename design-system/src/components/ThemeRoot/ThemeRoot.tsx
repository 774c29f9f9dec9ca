import type { Brand } from '@outreach/brands';
import { type CSSProperties, type ReactNode, useInsertionEffect } from 'react';
import { ensureBrandStyles, ensureStyles } from '../../styles';
import type { ThemeName } from '../../tokens';

export interface ThemeRootProps {
  brand: Brand;
  theme: ThemeName;
  children?: ReactNode;
  /** Class and style of the design-system root element. */
  className?: string;
  style?: CSSProperties;
}

/**
 * The boundary of the design system: brand and theme on a wrapper, and inside it the `data-ds-root`
 * element that every rule is scoped to. Render modals and message hosts inside it, never in a portal.
 */
export function ThemeRoot({ brand, theme, children, className, style }: ThemeRootProps) {
  // Insertion effects run before layout and paint, so the first frame is already styled.
  useInsertionEffect(() => {
    ensureStyles();
    ensureBrandStyles(brand);
  }, [brand]);
  return (
    <div data-brand={brand.id} data-theme={theme} className="ds-theme">
      <div data-ds-root="" className={className} style={style}>
        {children}
      </div>
    </div>
  );
}
