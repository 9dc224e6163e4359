import { Image, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The `otpauth://` link of a new TOTP key as a QR code, for an authenticator app to scan. Drawn
 * here from the link (the `qrcode` library, no request anywhere); the key is also shown as text.
 */
export function KeyQrCode(props: { otpauthUrl: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(props.otpauthUrl, { margin: 2, width: 192, errorCorrectionLevel: 'M' })
      .then((url) => live && setImage(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [props.otpauthUrl]);
  if (failed) return <Text size="sm">The QR code could not be drawn: type the key instead.</Text>;
  if (!image) return null;
  return (
    <Image
      src={image}
      w={192}
      h={192}
      alt="QR code of the key, for your authenticator app to scan"
    />
  );
}
