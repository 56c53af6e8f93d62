import * as z from 'zod';
import { ContactKind, ModuleStatus, ModuleType } from './enums.ts';

export const Contact = z.object({
  kind: ContactKind,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profilePictureUuid: z.uuid().nullable(),
  feminizeTitle: z.boolean(),
});
export type Contact = z.infer<typeof Contact>;

export const DashboardModule = z.object({
  type: ModuleType,
  uuid: z.uuid(),
  status: ModuleStatus,
  year: z.number().int().nullable(),
  moduleName: z.string(),
  assetName: z.string(),
  /** Shown for a DECARBONIZATION_TRAJECTORY: selected, else submitted, else suggested actions. */
  actionCount: z.number().int().nullable(),
  contacts: z.array(Contact),
  /** A report comparison opens on the report it compares (its newer year). */
  reportUuid: z.uuid().nullable().optional(),
  /** A PAI module opens on the portfolio-emissions reporting of its asset and year, whose delivered results it reads. */
  reportingUuid: z.uuid().nullable().optional(),
});
export type DashboardModule = z.infer<typeof DashboardModule>;

export const Dashboard = z.object({
  modules: z.array(DashboardModule),
  isFinancialInstitution: z.boolean(),
  supplierEngagementOpen: z.boolean(),
  /** Null for a staff member's own dashboard, which spans the clients they are assigned to. */
  assetName: z.string().nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;
