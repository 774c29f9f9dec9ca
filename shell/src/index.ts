// The async boundary: shared singletons (react, sdk, design system…) are negotiated
// by the federation runtime before any of the shell's own code runs.
import('./bootstrap');
