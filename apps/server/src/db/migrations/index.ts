import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './2026-11-22-01-foundation.js';
import * as settlements from './2026-11-22-02-settlements.js';
import * as documentsMessages from './2026-11-22-03-documents-messages.js';
import * as enrolment from './2026-11-22-04-enrolment.js';
import * as healthMedication from './2026-11-24-01-health-medication.js';
import * as statisticsCattle from './2026-11-24-02-statistics-cattle.js';
import * as returns from './2026-11-24-03-returns.js';
import * as prognosis from './2026-11-24-04-prognosis.js';
import * as accountSecurity from './2026-11-26-01-account-security.js';
import * as integration from './2026-11-27-01-integration.js';
import * as lastDelivery from './2026-11-28-01-last-delivery.js';
import * as housekeeping from './2026-11-28-02-housekeeping.js';
import * as accountingSync from './2026-11-28-03-accounting-sync.js';
import * as photoSupplier from './2026-11-29-01-photo-supplier.js';
import * as resetLinkPurpose from './2026-11-30-01-reset-link-purpose.js';
import * as loginDevice from './2026-11-30-02-login-device.js';
import * as columnComments from './2026-11-30-03-column-comments.js';
import * as registerStatus from './2026-11-30-04-register-status.js';
import * as farmAccess from './2026-12-01-01-farm-access.js';
import * as notifications from './2026-12-01-02-notifications.js';
import * as personLogin from './2026-12-01-02-person-login.js';
import * as priceLists from './2026-12-01-03-price-lists.js';
import * as healthBenchmark from './2026-12-01-04-health-benchmark.js';
import * as cases from './2026-12-01-05-cases.js';
import * as animalChanges from './2026-12-02-05-animal-changes.js';
import * as accessGrantsFeed from './2026-12-01-10-access-grants-feed.js';
import * as enrolmentStatus from './2026-12-02-02-enrolment-status.js';
import * as gridRollup from './2026-12-02-04-grid-rollup.js';
import * as benchmarkBands from './2026-12-02-06-benchmark-bands.js';
import * as gridRule from './2026-12-03-03-grid-rule.js';
import * as benchmarkRank from './2026-12-03-04-benchmark-rank.js';
import * as condemnedRollup from './2026-12-03-05-condemned-rollup.js';
import * as gridDeductions from './2026-12-03-06-grid-deductions.js';
import * as priceListVersion from './2026-12-04-01-price-list-version.js';

/** Every migration in order. Names are timestamps; add new ones at the end. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '2026-11-22-01-foundation': foundation,
      '2026-11-22-02-settlements': settlements,
      '2026-11-22-03-documents-messages': documentsMessages,
      '2026-11-22-04-enrolment': enrolment,
      '2026-11-24-01-health-medication': healthMedication,
      '2026-11-24-02-statistics-cattle': statisticsCattle,
      '2026-11-24-03-returns': returns,
      '2026-11-24-04-prognosis': prognosis,
      '2026-11-26-01-account-security': accountSecurity,
      '2026-11-27-01-integration': integration,
      '2026-11-28-01-last-delivery': lastDelivery,
      '2026-11-28-02-housekeeping': housekeeping,
      '2026-11-28-03-accounting-sync': accountingSync,
      '2026-11-29-01-photo-supplier': photoSupplier,
      '2026-11-30-01-reset-link-purpose': resetLinkPurpose,
      '2026-11-30-02-login-device': loginDevice,
      '2026-11-30-03-column-comments': columnComments,
      '2026-11-30-04-register-status': registerStatus,
      '2026-12-01-01-farm-access': farmAccess,
      '2026-12-01-02-notifications': notifications,
      '2026-12-01-02-person-login': personLogin,
      '2026-12-01-03-price-lists': priceLists,
      '2026-12-01-04-health-benchmark': healthBenchmark,
      '2026-12-01-05-cases': cases,
      '2026-12-01-10-access-grants-feed': accessGrantsFeed,
      '2026-12-02-02-enrolment-status': enrolmentStatus,
      '2026-12-02-04-grid-rollup': gridRollup,
      '2026-12-02-05-animal-changes': animalChanges,
      '2026-12-02-06-benchmark-bands': benchmarkBands,
      '2026-12-03-03-grid-rule': gridRule,
      '2026-12-03-04-benchmark-rank': benchmarkRank,
      '2026-12-03-05-condemned-rollup': condemnedRollup,
      '2026-12-03-06-grid-deductions': gridDeductions,
      '2026-12-04-01-price-list-version': priceListVersion,
    };
  },
};
