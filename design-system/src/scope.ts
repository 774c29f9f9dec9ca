/**
 * The one selector every design-system rule hangs from. `:where()` keeps its specificity at zero, so a
 * component rule weighs only its own class and nothing here can outweigh a partner page's styles
 * outside the root (the Radix Themes pattern; see "Tokens scoped, brands as data" in STYLE.md).
 */
export const dsRoot = ':where([data-ds-root])';
