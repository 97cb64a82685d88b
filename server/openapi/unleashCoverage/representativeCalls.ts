import { callsOfConfiguration, callsOfImportExport } from './callsOfConfiguration';
import { callsOfFlags, callsOfTheArchive, callsRemovingTheStrategy } from './callsOfFlags';
import { callsOfIntegrations } from './callsOfIntegrations';
import { callsOfPeople } from './callsOfPeople';
import { callsOfTheInstance } from './callsOfTheInstance';
import type { RepresentativeCall } from './representativeCall';

/** Every call, in the order they are made (see representativeCall.ts). */
export const representativeCalls: readonly RepresentativeCall[] = [
  ...callsOfFlags,
  ...callsOfConfiguration,
  ...callsRemovingTheStrategy,
  ...callsOfImportExport,
  ...callsOfPeople,
  ...callsOfIntegrations,
  ...callsOfTheInstance,
  ...callsOfTheArchive,
];
