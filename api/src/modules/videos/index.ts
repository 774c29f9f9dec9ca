/**
 * The public face of modules/videos: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { videoUsageByDomain } from './videos.service';
export { publicVideosRoutes } from './public-videos.handlers';
export { videosRoutes } from './videos.handlers';
export { stepVideo, videoLink } from './videos.service';
