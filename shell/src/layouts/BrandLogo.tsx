import type { Brand } from '@outreach/brands';

/** The brand's logo; spec platform §1 recommends 32 px, rectangle logos keep their ratio. */
export function BrandLogo({ brand, size = 32 }: { brand: Brand; size?: number }) {
  // An uploaded logo (admin › colors and assets) wins over the seeded svg (issue 14).
  const src = brand.logo.image ?? `data:image/svg+xml;utf8,${encodeURIComponent(brand.logo.svg)}`;
  return (
    <img
      src={src}
      alt={brand.name}
      height={size}
      width={brand.logo.shape === 'rectangle' ? undefined : size}
      style={{ display: 'block', height: size, width: brand.logo.shape === 'rectangle' ? 'auto' : size }}
    />
  );
}
