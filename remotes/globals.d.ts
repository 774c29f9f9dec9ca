/** Set per build by rspack.config.ts (BUILD_ID), so a redeployed remote is recognisable. */
declare const __BUILD_ID__: string;
