// What other features use of the account feature: saving the cart as a named list (decision 55),
// and, in the admin, a customer's name linked to their page.
export { SaveListForm } from './components/SaveListForm';
export { CustomerLink } from './admin/CustomerLink';
export { useOrderCustomers } from './admin-api';
