import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import forge from 'node-forge';

/** The sandbox endpoint's certificate and key (PEM), and where they are kept. */
export interface SandboxCertificate {
  cert: string;
  key: string;
  certPath: string;
}

/**
 * The self-signed certificate the sandbox's SMTP endpoint offers with STARTTLS, for `host` (the
 * name its credentials give): made once and kept in `<data dir>/sandbox-smtp/` (the key with
 * mode 0600), so a client that pins it (`cert.pem`) keeps trusting the endpoint across restarts.
 * Made again when the name changes. Read and written synchronously: once, at start.
 */
export function sandboxCertificate(dataDir: string, host: string): SandboxCertificate {
  const dir = join(dataDir, 'sandbox-smtp');
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  const namePath = join(dir, 'host');
  if (existsSync(certPath) && existsSync(keyPath) && existsSync(namePath)) {
    if (readFileSync(namePath, 'utf8') === host)
      return { cert: readFileSync(certPath, 'utf8'), key: readFileSync(keyPath, 'utf8'), certPath };
  }
  const pems = selfSigned(host);
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyPath, pems.key, { mode: 0o600 });
  writeFileSync(certPath, pems.cert);
  writeFileSync(namePath, host);
  return { ...pems, certPath };
}

/**
 * A certificate for `host` (its name, or its address, as the subject alternative name), valid
 * for five years, signed by its own key: an RSA key made by Node's crypto, the certificate
 * built with node-forge (Node has no API to make one).
 */
function selfSigned(host: string): { cert: string; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 86_400_000);
  cert.validity.notAfter = new Date(now + 5 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: host },
    { name: 'organizationName', value: 'Mailwright sandbox' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [isIP(host) ? { type: 7, ip: host } : { type: 2, value: host }],
    },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(key) as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key };
}
