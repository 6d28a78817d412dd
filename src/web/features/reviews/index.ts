// What other features use of the reviews feature.
export { ReviewsSection } from './components/ReviewsSection';
export { StarRating, Stars } from './components/StarRating';
