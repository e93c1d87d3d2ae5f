import { type Clock, type FarmActorRole, type MeResponse, type MyFarmsResponse, osloDate, permissionsOf } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { type Actor, farmRole } from './actor.js';
import * as repo from './person.repository.js';
import type { SessionContext } from './session.service.js';

/** A person asked to act for a farm they have no live access to. */
const noAccessToFarm = () => new HttpError(403, 'FORBIDDEN', 'Du har ikke tilgang til denne gården.');

/**
 * Who is logged in and for whom they act (GET /api/me), and a person's farms: the list to choose
 * from after login and in the top menu, and the choice, kept in the session.
 */
export class PersonService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The logged-in user and the permissions the server checks for them now: the farmer and staff
   * acting for a farm hold them all, a person those of their role, and whoever acts for no farm
   * none (the farm routes answer them NO_FARM_SELECTED).
   */
  async me(actor: Actor, session: SessionContext): Promise<MeResponse> {
    const { user } = session;
    const kind = user.is_person ? 'person' : user.is_superuser ? 'staff' : 'farmer';
    const name = user.display_name || user.username;
    if (actor.kind !== 'farm') return { kind, name, acting_for: null, permissions: [] };
    const role: FarmActorRole = farmRole(actor);
    const fullname = await repo.findFarmName(this.db, actor.supplierNo);
    return {
      kind,
      name: kind === 'farmer' ? fullname || name : name,
      acting_for: { supplier_no: actor.supplierNo, fullname, role },
      permissions: [...permissionsOf(role)],
    };
  }

  /** The farms a person may act for today, and the one this request acts for (null: none). */
  async farms(actor: Actor, personId: number): Promise<MyFarmsResponse> {
    const farms = await repo.listLiveFarms(this.db, personId, osloDate(this.clock()));
    return { farms, acting_for: actor.kind === 'farm' ? actor.supplierNo : null };
  }

  /** The session acts for the farm from the next request on; 403 without live access to it. */
  async chooseFarm(session: SessionContext, supplierNo: string): Promise<MyFarmsResponse> {
    const grant = await repo.findLiveGrant(this.db, session.user.id, supplierNo, osloDate(this.clock()));
    if (!grant) throw noAccessToFarm();
    await repo.setSessionActingFor(this.db, session.idHash, grant.supplier_no);
    const farms = await repo.listLiveFarms(this.db, session.user.id, osloDate(this.clock()));
    return { farms, acting_for: grant.supplier_no };
  }
}
