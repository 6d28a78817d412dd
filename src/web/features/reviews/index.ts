// What other features use of the reviews feature.
export { ReviewsSection } from './components/ReviewsSection';
export { Stars } from './components/StarRating';
