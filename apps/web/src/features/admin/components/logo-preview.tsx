import type { AdminCompany } from '@airquote/shared/contracts/company/admin-company-schemas';
import { Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CompanyLogo, DEFAULT_LOGO } from '../../../components/company-logo.tsx';

type LogoPreviewProps = {
  /** A chosen file not uploaded yet: shown from memory. */
  file: File | null;
  company: AdminCompany | null;
  defaultBrandId: number;
  alt: string;
};

/** What the company's employees will see: the chosen file, else the company's logo or brand logo. */
export function LogoPreview({ file, company, defaultBrandId, alt }: LogoPreviewProps) {
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (!file) return setFileUrl(null);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Paper withBorder radius="sm" p={6} w={140} h={44} data-testid="logo-preview">
      {fileUrl ? (
        <img
          src={failed ? DEFAULT_LOGO : fileUrl}
          alt={alt}
          width={128}
          height={32}
          style={{ objectFit: 'contain' }}
          onError={() => setFailed(true)}
        />
      ) : (
        <CompanyLogo
          company={
            company
              ? { ...company, DefaultBrandId: defaultBrandId }
              : { CompanyId: 0, LogoFileName: '', DefaultBrandId: defaultBrandId }
          }
          version={company?.DateModified ?? ''}
          alt={alt}
          width={128}
          height={32}
        />
      )}
    </Paper>
  );
}
