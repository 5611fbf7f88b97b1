import { FileImageOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useAuthorizedObjectUrl } from '../../api/useAuthorizedObjectUrl.ts';
import './certificates.css';

/**
 * A certificate's PNG thumbnail (rasterised on the server from the very PDF the winner downloads),
 * fetched with the reader's token. A box of the certificate's shape holds its place while it loads.
 */
export const CertificateThumb = ({ url, alt, width }: { url: string; alt: string; width: number }) => {
  const src = useAuthorizedObjectUrl(url);
  return (
    <span className="cert-thumb" style={{ width }} data-testid="certificate-thumb">
      {src ? (
        <img src={src} alt={alt} width={width} />
      ) : src === null ? (
        <FileImageOutlined aria-label={alt} />
      ) : (
        <Skeleton.Node active />
      )}
    </span>
  );
};
