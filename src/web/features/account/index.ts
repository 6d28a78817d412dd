// What other features use of the account feature: saving the cart as a named list (decision 55).
export { SaveListForm } from './components/SaveListForm';
