export {
  compareDashboardModules,
  dashboardActionCount,
  dashboardModules,
  dashboardScope,
  isShownOnDashboard,
  statusTones,
  type DashboardModuleFacts,
  type DashboardScope,
  type DashboardViewer,
  type StatusTone,
} from './modules.ts';
