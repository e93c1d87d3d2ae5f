import type { Clock } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { CasesIntegrationService } from './cases-integration.service.js';
import { ContentImportService } from './content-import.service.js';
import { DocumentsImportService } from './documents-import.service.js';
import { EnrolmentsExportService } from './enrolments-export.service.js';
import { EnrolmentStatusImportService } from './enrolment-status.service.js';
import { FilesImportService } from './files-import.service.js';
import { GrantsExportService } from './grants-export.service.js';
import { HerdImportService } from './herd-import.service.js';
import type { IntegrationServices } from './integration.routes.js';
import { PriceListsImportService } from './price-lists-import.service.js';
import { PrognosesProfilesExportService } from './prognoses-profiles-export.service.js';
import { RegisterStatusService } from './register-status.service.js';
import { ServiceTokenService } from './service-token.service.js';
import { SettlementsImportService } from './settlements-import.service.js';
import { SuppliersImportService } from './suppliers-import.service.js';

export interface IntegrationOptions {
  filesDir: string;
  /** For the notifications imports queue: links from PUBLIC_URL, the company variant's messages only. */
  publicUrl: string;
  companyId: string;
  /** Wakes the notifications' sender after an import's commit; the admin CLI has none (the server's poll sends). */
  wake?: () => void;
}

/** The integration's services, for the routes and the admin CLI alike (the same code for both). */
export function createIntegrationServices(db: Db, clock: Clock, options: IntegrationOptions): IntegrationServices {
  const { filesDir } = options;
  const notices = { publicUrl: options.publicUrl, companyId: options.companyId, wake: options.wake ?? (() => {}) };
  return {
    tokens: new ServiceTokenService(db, clock),
    suppliers: new SuppliersImportService(db),
    settlements: new SettlementsImportService(db, clock, notices),
    documents: new DocumentsImportService(db, clock, notices),
    content: new ContentImportService(db, clock, notices),
    priceLists: new PriceListsImportService(db, clock),
    herd: new HerdImportService(db),
    registers: new RegisterStatusService(db, clock),
    files: new FilesImportService(db, { filesDir, clock }),
    enrolments: new EnrolmentsExportService(db),
    prognosesProfiles: new PrognosesProfilesExportService(db),
    grants: new GrantsExportService(db),
    cases: new CasesIntegrationService(db, clock, notices),
    enrolmentStatus: new EnrolmentStatusImportService(db, clock, notices),
  };
}
