import { type Balance, oreToKr, type Profile, type ProfileUpdate } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { SupplierRow } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { type Actor, actsForFarmer, type PersonActor, type StaffActor } from '../auth/actor.js';
import * as repo from './profile.repository.js';

function toProfile(s: SupplierRow): Profile {
  return {
    fullname: s.fullname,
    supplier_no: s.supplier_no,
    company_no: s.company_no,
    provider_no: s.provider_no,
    animal_keeping_id: s.animal_keeping_id,
    ksl_status: s.ksl_status,
    brsv_status: s.brsv_status,
    health_pig_approved: s.health_pig_approved,
    animal_keeping: {
      has_pigs: s.has_pigs,
      has_sheep: s.has_sheep,
      has_cattle: s.has_cattle,
      has_pigs_restriction: s.has_pigs_restriction,
      has_sheep_restriction: s.has_sheep_restriction,
      has_cattle_restriction: s.has_cattle_restriction,
    },
    email_user: s.email_user,
    email_accounting: s.email_accounting,
    mobile: s.mobile,
    street_address: s.street_address,
    post_no: s.post_no,
    city: s.city,
    recieve_accounting: s.recieve_accounting,
    recieve_newsletter: s.recieve_newsletter,
    recieve_registered_slaughter: s.recieve_registered_slaughter,
  };
}

/**
 * Staff acting for nobody, and a person who has not chosen a farm, have no farm: a profile with
 * only their own name and address.
 */
function ownProfile(who: StaffActor | PersonActor): Profile {
  const staff = who.kind === 'staff' ? who : { displayName: who.name, username: who.username, email: who.email };
  return {
    fullname: staff.displayName || staff.username,
    supplier_no: staff.username,
    company_no: '',
    provider_no: '',
    animal_keeping_id: '',
    ksl_status: 0,
    brsv_status: 0,
    health_pig_approved: false,
    animal_keeping: {
      has_pigs: false,
      has_sheep: false,
      has_cattle: false,
      has_pigs_restriction: false,
      has_sheep_restriction: false,
      has_cattle_restriction: false,
    },
    email_user: staff.email,
    email_accounting: '',
    mobile: '',
    street_address: '',
    post_no: '',
    city: '',
    recieve_accounting: false,
    recieve_newsletter: false,
    recieve_registered_slaughter: false,
  };
}

export class ProfileService {
  constructor(private readonly db: Db) {}

  async get(actor: Actor): Promise<Profile> {
    if (actor.kind !== 'farm') return ownProfile(actor);
    return this.farmProfile(actor.supplierNo);
  }

  private async farmProfile(supplierNo: string): Promise<Profile> {
    const supplier = await repo.findSupplier(this.db, supplierNo);
    if (!supplier) throw notFound();
    return toProfile(supplier);
  }

  /** Updates the contact fields of the farm; name and numbers are read-only. */
  async update(supplierNo: string, update: ProfileUpdate): Promise<Profile> {
    await repo.updateContactFields(this.db, supplierNo, update);
    return this.farmProfile(supplierNo);
  }

  async hasCattle(supplierNo: string): Promise<boolean> {
    return (await repo.findSupplier(this.db, supplierNo))?.has_cattle === true;
  }

  async balance(supplierNo: string): Promise<Balance> {
    const s = await repo.findSupplier(this.db, supplierNo);
    if (!s) throw notFound();
    return { balance_this_year: oreToKr(Number(s.balance_this_year_ore)), debit_amount_total: oreToKr(Number(s.debit_amount_total_ore)) };
  }

  /**
   * The user confirms their profile information (after a 418 login). A superuser impersonating,
   * or a person acting for the farm, confirms nothing on the farmer's behalf.
   */
  async confirmInformation(actor: Actor): Promise<void> {
    if (actsForFarmer(actor)) return;
    await repo.clearMustConfirm(this.db, actor.userId);
  }
}
