// What other features and the app shell use of the products feature (besides its api and pages).
export { catalogueQueryFromAddress, galleryPageOf } from './address';
