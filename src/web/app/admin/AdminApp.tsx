import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../../features/auth';
import BlogFormPage from '../../features/blog/admin/BlogFormPage';
import ManageBlogsPage from '../../features/blog/admin/ManageBlogsPage';
import ModerateCommentsPage from '../../features/blog/admin/ModerateCommentsPage';
import ContactMessagesPage from '../../features/contact/admin/ContactMessagesPage';
import DashboardPage from '../../features/dashboard/DashboardPage';
import DeadJobsPage from '../../features/jobs/admin/DeadJobsPage';
import EtimsPage from '../../features/etims/admin/EtimsPage';
import AccountOrdersPage from '../../features/account/admin/AccountOrdersPage';
import CustomerPage from '../../features/account/admin/CustomerPage';
import ManageProductsPage from '../../features/products/admin/ManageProductsPage';
import ProductFormPage from '../../features/products/admin/ProductFormPage';
import VariantStockPage from '../../features/products/admin/VariantStockPage';
import ModerateReviewsPage from '../../features/reviews/admin/ModerateReviewsPage';
import ManageServicesPage from '../../features/services/admin/ManageServicesPage';
import DeliveryZonesPage from '../../features/orders/admin/DeliveryZonesPage';
import ManageOrdersPage from '../../features/orders/admin/ManageOrdersPage';
import OrderDetailPage from '../../features/orders/admin/OrderDetailPage';
import PaymentsPage from '../../features/orders/admin/PaymentsPage';
import ManageQuotesPage from '../../features/quotes/admin/ManageQuotesPage';
import QuoteDetailPage from '../../features/quotes/admin/QuoteDetailPage';
import ReportsPage from '../../features/reports/ReportsPage';
import { AdminLayout } from './AdminLayout';
import styles from './admin.module.css';

// The admin area's route table: its own chunk, behind the access guard. Only app/ composes
// features, so the table of every admin page lives here (a new admin page adds its line).
export default function AdminApp() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="blogs" element={<ManageBlogsPage />} />
          <Route path="blogs/new" element={<BlogFormPage />} />
          <Route path="blogs/edit/:slug" element={<BlogFormPage />} />
          <Route path="products" element={<ManageProductsPage />} />
          <Route path="products/new" element={<ProductFormPage />} />
          <Route path="products/edit/:id" element={<ProductFormPage />} />
          <Route path="products/:id/stock" element={<VariantStockPage />} />
          <Route path="services" element={<ManageServicesPage />} />
          <Route path="messages" element={<ContactMessagesPage />} />
          <Route path="orders" element={<ManageOrdersPage />} />
          <Route path="orders/:reference" element={<OrderDetailPage />} />
          <Route path="delivery-zones" element={<DeliveryZonesPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="quotes" element={<ManageQuotesPage />} />
          <Route path="quotes/:reference" element={<QuoteDetailPage />} />
          <Route path="reviews" element={<ModerateReviewsPage />} />
          <Route path="comments" element={<ModerateCommentsPage />} />
          <Route path="jobs" element={<DeadJobsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="etims" element={<EtimsPage />} />
          <Route path="account-orders" element={<AccountOrdersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="*" element={<p className={styles.adminNotFound}>Admin Page Not Found</p>} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
