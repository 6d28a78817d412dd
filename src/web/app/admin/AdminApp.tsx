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
import StaffPage from '../../features/staff/admin/StaffPage';
import ActivityPage from '../../features/staff/admin/ActivityPage';
import CounterPage from '../../features/counter/admin/CounterPage';
import { AdminLayout } from './AdminLayout';
import { RequireCan } from './RequireCan';
import styles from './admin.module.css';

// The admin area's route table: its own chunk, behind the access guard. Only app/ composes
// features, so the table of every admin page lives here (a new admin page adds its line).
export default function AdminApp() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route
            path="blogs"
            element={
              <RequireCan need="content.edit">
                <ManageBlogsPage />
              </RequireCan>
            }
          />
          <Route
            path="blogs/new"
            element={
              <RequireCan need="content.edit">
                <BlogFormPage />
              </RequireCan>
            }
          />
          <Route
            path="blogs/edit/:slug"
            element={
              <RequireCan need="content.edit">
                <BlogFormPage />
              </RequireCan>
            }
          />
          <Route
            path="products"
            element={
              <RequireCan need="products.text">
                <ManageProductsPage />
              </RequireCan>
            }
          />
          <Route
            path="products/new"
            element={
              <RequireCan need="products.edit">
                <ProductFormPage />
              </RequireCan>
            }
          />
          <Route
            path="products/edit/:id"
            element={
              <RequireCan need="products.text">
                <ProductFormPage />
              </RequireCan>
            }
          />
          <Route
            path="products/:id/stock"
            element={
              <RequireCan need="stock.adjust">
                <VariantStockPage />
              </RequireCan>
            }
          />
          <Route
            path="services"
            element={
              <RequireCan need="content.edit">
                <ManageServicesPage />
              </RequireCan>
            }
          />
          <Route
            path="messages"
            element={
              <RequireCan need="content.edit">
                <ContactMessagesPage />
              </RequireCan>
            }
          />
          <Route
            path="orders"
            element={
              <RequireCan need="orders.read">
                <ManageOrdersPage />
              </RequireCan>
            }
          />
          <Route
            path="orders/:reference"
            element={
              <RequireCan need="orders.read">
                <OrderDetailPage />
              </RequireCan>
            }
          />
          <Route
            path="delivery-zones"
            element={
              <RequireCan need="prices.edit">
                <DeliveryZonesPage />
              </RequireCan>
            }
          />
          <Route
            path="payments"
            element={
              <RequireCan need="payments.record">
                <PaymentsPage />
              </RequireCan>
            }
          />
          <Route
            path="quotes"
            element={
              <RequireCan need="orders.read">
                <ManageQuotesPage />
              </RequireCan>
            }
          />
          <Route
            path="quotes/:reference"
            element={
              <RequireCan need="orders.read">
                <QuoteDetailPage />
              </RequireCan>
            }
          />
          <Route
            path="reviews"
            element={
              <RequireCan need="content.edit">
                <ModerateReviewsPage />
              </RequireCan>
            }
          />
          <Route
            path="comments"
            element={
              <RequireCan need="content.edit">
                <ModerateCommentsPage />
              </RequireCan>
            }
          />
          <Route
            path="jobs"
            element={
              <RequireCan need="settings.manage">
                <DeadJobsPage />
              </RequireCan>
            }
          />
          <Route
            path="reports"
            element={
              <RequireCan need={['reports.all', 'reports.stock', 'reports.own-takings']}>
                <ReportsPage />
              </RequireCan>
            }
          />
          <Route
            path="etims"
            element={
              <RequireCan need="settings.manage">
                <EtimsPage />
              </RequireCan>
            }
          />
          <Route
            path="account-orders"
            element={
              <RequireCan need="accounts.manage">
                <AccountOrdersPage />
              </RequireCan>
            }
          />
          <Route
            path="staff"
            element={
              <RequireCan need="staff.manage">
                <StaffPage />
              </RequireCan>
            }
          />
          <Route
            path="activity"
            element={
              <RequireCan need="staff.manage">
                <ActivityPage />
              </RequireCan>
            }
          />
          <Route
            path="counter"
            element={
              <RequireCan need="counter.sell">
                <CounterPage />
              </RequireCan>
            }
          />
          <Route
            path="customers/:id"
            element={
              <RequireCan need="accounts.manage">
                <CustomerPage />
              </RequireCan>
            }
          />
          <Route path="*" element={<p className={styles.adminNotFound}>Admin Page Not Found</p>} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
