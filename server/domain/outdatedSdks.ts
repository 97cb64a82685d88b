/**
 * Which SDK versions Unleash 8 calls outdated: the oldest version of each official SDK it counts
 * as current (Unleash's `findOutdatedSdks`), by the name an SDK reports in its `sdkVersion`
 * (`name:version`). An SDK not named here, or a version that is not `major.minor.patch`, is
 * never outdated.
 */
const minimumVersions: Readonly<Record<string, string>> = {
  'unleash-client-node': '5.3.2',
  'unleash-client-nextjs': '1.6.2',
  'unleash-client-java': '9.2.0',
  'unleash-client-go': '4.1.0',
  'unleash-client-python': '5.11.0',
  'unleash-client-ruby': '5.0.0',
  'unleash-client-dotnet': '4.1.3',
  'unleash-client-php': '2.3.0',
  // The names the SDKs report since they were renamed.
  'unleash-node-sdk': '6.6.0',
  'unleash-nextjs-sdk': '1.6.2',
  'unleash-java-sdk': '11.0.2',
  'unleash-go-sdk': '5.0.3',
  'unleash-python-sdk': '6.3.0',
  'unleash-ruby-sdk': '6.3.1',
  'unleash-dotnet-sdk': '5.3.0',
  'unleash-php-sdk': '2.9.1',
};

const release = /^v?(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The version as three numbers, and whether it is a pre-release (which comes before its release). */
function parts(version: string): { numbers: number[]; preRelease: boolean } | undefined {
  const match = release.exec(version);
  if (!match) return undefined;
  return { numbers: [Number(match[1]), Number(match[2]), Number(match[3])], preRelease: /^v?\d+\.\d+\.\d+-/.test(version) };
}

function lowerThan(version: string, minimum: string): boolean {
  const a = parts(version);
  const b = parts(minimum);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i++) {
    const difference = (a.numbers[i] ?? 0) - (b.numbers[i] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return a.preRelease && !b.preRelease;
}

export function isOutdatedSdk(sdkVersion: string | null): boolean {
  if (!sdkVersion) return false;
  const [name = '', version = ''] = sdkVersion.split(':');
  const minimum = minimumVersions[name];
  return minimum !== undefined && lowerThan(version, minimum);
}
