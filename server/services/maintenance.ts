import { maintenanceSchema, type Maintenance } from '../../contract/instance';
import type { Principal } from '../auth/principal';
import type { Db } from '../store/openDatabase';
import { readSetting, writeSetting } from '../store/settings';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/** Unleash keeps maintenance mode as the setting of this name. */
const maintenanceSetting = 'maintenance.mode';

export function readMaintenance(db: Db): Maintenance {
  return readSetting(db, maintenanceSetting, maintenanceSchema) ?? { enabled: false };
}

export function setMaintenance(db: Db, principal: Principal, setting: Maintenance): void {
  writeTransaction(db, () => writeSetting(db, authorOf(principal), maintenanceSetting, setting));
}
