/**
 * Where saved audiences live, said wherever the service turns out to have none: Unleash has no
 * such API, so in front of one (upstream mode) their routes answer 404.
 */
export const audiencesKeptWhere =
  'Saved audiences are kept by Flagdeck’s embedded flag service only: Unleash has nothing like them, and this console is in front of an Unleash.';
