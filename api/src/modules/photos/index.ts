/**
 * The public face of modules/photos: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { photoBodyLimit, readPhotoUpload } from './photo-upload';
export { type CheckedImage, deletePhotoOf, savePhoto } from './photos.service';
export { photosRoutes } from './photos.handlers';
