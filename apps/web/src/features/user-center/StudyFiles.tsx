import { LinkOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { CommonFileApi, isSitePath, isWebUrl, type StudyResource } from '@podium/contracts';
import { Link } from 'react-router';
import { getBinary, saveBinary } from '../../api/download.ts';

const kb = (size: number) =>
  size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(size / 1024)} KB`;

/** A resource's files (downloaded with the session: they are not public) and links (site or http(s)). */
export const StudyFiles = ({ resource }: { resource: StudyResource }) => (
  <Space wrap size={[8, 4]}>
    {resource.files.map((file) => (
      <Button
        key={file.fileId}
        size="small"
        icon={<PaperClipOutlined />}
        onClick={() => void getBinary(`${CommonFileApi.file}/${file.fileId}`).then(saveBinary)}
      >
        {file.name} · {kb(file.size)}
      </Button>
    ))}
    {resource.links.map((link) =>
      isSitePath(link.url) ? (
        <Link key={link.url + link.title} to={link.url}>
          <Button size="small" type="link" icon={<LinkOutlined />}>
            {link.title}
          </Button>
        </Link>
      ) : isWebUrl(link.url) ? (
        <a key={link.url + link.title} href={link.url} target="_blank" rel="noopener noreferrer">
          <Button size="small" type="link" icon={<LinkOutlined />}>
            {link.title}
          </Button>
        </a>
      ) : null,
    )}
  </Space>
);
