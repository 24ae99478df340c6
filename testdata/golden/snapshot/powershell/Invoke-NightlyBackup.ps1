  <#
  .SYNOPSIS
      Nightly backup job: snapshots every configured source and prunes old ones.
  .PARAMETER ConfigPath
      JSON file listing the sources to back up.
  #>
  [CmdletBinding()]
  param(
      [string] $ConfigPath = (Join-Path $PSScriptRoot 'backup.json'),
      [int] $Retention = 14
  )
  
//⌄ enclosing_range_start soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/ErrorActionPreference.
  $ErrorActionPreference = 'Stop'
//^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/ErrorActionPreference.
//kind Variable
//                              ⌃ enclosing_range_end soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/ErrorActionPreference.
  Import-Module "$PSScriptRoot/BackupTools.psm1" -Force
  
  # Sources that failed during this run.
//⌄ enclosing_range_start soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Failures.
  $Failures = [System.Collections.Generic.List[string]]::new()
//^^^^^^^^^ definition soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Failures.
//kind Variable
//documentation
//> Sources that failed during this run.
//                                                           ⌃ enclosing_range_end soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Failures.
  $Failures += 'placeholder'
  
//⌄ enclosing_range_start soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Read-BackupConfig().
  function Read-BackupConfig {
//         ^^^^^^^^^^^^^^^^^ definition soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Read-BackupConfig().
//         kind Function
      param([Parameter(Mandatory)] [string] $Path)
      if (-not (Test-Path $Path)) {
          throw "Config file not found: $Path"
      }
      $config = Get-Content -Raw $Path | ConvertFrom-Json
      $config.sources
//            ^^^^^^^ reference soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/sources.
  }
//⌃ enclosing_range_end soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Read-BackupConfig().
  
//⌄ enclosing_range_start soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Send-Report().
  function Send-Report([string[]] $Failed) {
//         ^^^^^^^^^^^ definition soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Send-Report().
//         kind Function
      $body = if ($Failed.Count) { "Failed: $($Failed -join ', ')" } else { 'All good' }
      Send-MailMessage -To 'ops@example.com' -Subject 'Nightly backup' -Body $body
  }
//⌃ enclosing_range_end soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Send-Report().
  
//⌄ enclosing_range_start soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/sources.
  $sources = Read-BackupConfig -Path $ConfigPath
//^^^^^^^^ definition soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/sources.
//kind Variable
//           ^^^^^^^^^^^^^^^^^ reference soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Read-BackupConfig().
//                                             ⌃ enclosing_range_end soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/sources.
  foreach ($source in $sources) {
      try {
          $snap = New-Snapshot -Source $source.path -Level Optimal
          Write-Verbose "Snapshot $($snap.Id) done"
      }
      catch {
          $Failures.Add($source.path)
      }
  }
  
  $sources | ForEach-Object {
      $inner = $_.path
      Remove-ExpiredSnapshot -Source $inner -Confirm:$false
  }
  
  Send-Report -Failed $Failures
//^^^^^^^^^^^ reference soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Send-Report().
  exit $Failures.Count
  
//⌄ enclosing_range_start soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Get-Quiet().
  function Get-Quiet {
//         ^^^^^^^^^ definition soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Get-Quiet().
//         kind Function
      # Not help: an ordinary first comment.
      $script:LastRun
  }
//⌃ enclosing_range_end soulindex . . . `powershell/Invoke-NightlyBackup.ps1`/Get-Quiet().
  
