import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../auth';
import BlogFormPage from '../blog/admin/BlogFormPage';
import ManageBlogsPage from '../blog/admin/ManageBlogsPage';
import ModerateCommentsPage from '../blog/admin/ModerateCommentsPage';
import ContactMessagesPage from '../contact/admin/ContactMessagesPage';
import DashboardPage from '../dashboard/DashboardPage';
import ManageProductsPage from '../products/admin/ManageProductsPage';
import ProductFormPage from '../products/admin/ProductFormPage';
import ModerateReviewsPage from '../reviews/admin/ModerateReviewsPage';
import ManageServicesPage from '../services/admin/ManageServicesPage';
import DeliveryZonesPage from '../orders/admin/DeliveryZonesPage';
import ManageOrdersPage from '../orders/admin/ManageOrdersPage';
import OrderDetailPage from '../orders/admin/OrderDetailPage';
import PaymentsPage from '../orders/admin/PaymentsPage';
import ManageQuotesPage from '../quotes/admin/ManageQuotesPage';
import QuoteDetailPage from '../quotes/admin/QuoteDetailPage';
import { AdminLayout } from './AdminLayout';
import styles from './admin.module.css';

// The admin area: its own chunk, behind the access guard.
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
          <Route path="*" element={<p className={styles.adminNotFound}>Admin Page Not Found</p>} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
