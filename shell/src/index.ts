// A plain build (issue 12 budget): the federation runtime loads with the first remote area
// (federation/instance.ts), which shares the shell's own singletons.
import './bootstrap';
